/**
 * A small map whose entries expire after `ttlMs` and whose oldest entries leave beyond `maxSize`. Every
 * invalidation bumps a generation, so that a value read before an invalidation is never stored after it.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
  ) {}

  /** Take it before reading the source; pass it to `set`. */
  get generation(): number {
    return this.gen;
  }

  /** The live value under `key`, if any; `now` is the caller's clock in milliseconds. */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` until `now + ttl` unless something was invalidated since `generation` was taken. */
  set(key: string, value: V, now: number, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.gen) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxSize) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  /** Replaces the value of a live entry without extending its life. */
  update(key: string, value: V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.gen++;
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    this.gen++;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  /** Forgets everything. */
  clear(): void {
    this.gen++;
    this.entries.clear();
  }
}
