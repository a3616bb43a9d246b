import { currentRequestId, withRequestId } from '../request-ids.ts';
import {
  asJson,
  backoffDelay,
  checkJobId,
  DEFAULT_BACKOFF_MS,
  KEEP_FINISHED,
  type JobHandler,
  type JobQueue,
  type JobState,
  type QueueCount,
  type QueueEvent,
  type QueueOptions,
} from './types.ts';

interface Entry {
  id: string;
  data: unknown;
  state: JobState;
  attemptsMade: number;
  error?: string;
  timer?: NodeJS.Timeout;
  /** The request it was added in. */
  requestId?: string;
}

interface Queue {
  handler: JobHandler<unknown>;
  concurrency: number;
  attempts: number;
  backoffMs: number;
  running: number;
  waiting: Entry[];
  entries: Map<string, Entry>;
  /** Ids of finished jobs per end state, oldest first. */
  finished: Record<'completed' | 'failed', string[]>;
}

/**
 * The embedded mode's queue: the same calls and rules as the BullMQ one, in this process. Jobs not yet run
 * when the process stops are lost; the schedules are set again at the next start.
 */
export function createMemoryQueue(): JobQueue {
  const queues = new Map<string, Queue>();
  /** Per queue and schedule id, as BullMQ keeps them. */
  const schedules = new Map<string, { everyMs: number; timer: NodeJS.Timeout }>();
  const runs = new Set<Promise<void>>();
  const listeners = new Set<(event: QueueEvent) => void>();
  let nextId = 0;
  let closed = false;

  const emit = (event: QueueEvent) => listeners.forEach((listener) => listener(event));
  const later = (ms: number, fn: () => void) => setTimeout(fn, ms).unref();

  function queueOf(name: string): Queue {
    const q = queues.get(name);
    if (!q) throw new Error(`queue ${name} is not defined`);
    return q;
  }

  function enqueue(q: Queue, name: string, entry: Entry): void {
    entry.state = 'waiting';
    q.waiting.push(entry);
    pump(q, name);
  }

  function pump(q: Queue, name: string): void {
    while (!closed && q.running < q.concurrency && q.waiting.length > 0) {
      const entry = q.waiting.shift() as Entry;
      const run = execute(q, name, entry);
      runs.add(run);
      void run.finally(() => {
        runs.delete(run);
        pump(q, name);
      });
    }
  }

  async function execute(q: Queue, name: string, entry: Entry): Promise<void> {
    q.running++;
    entry.state = 'active';
    const attempt = entry.attemptsMade + 1;
    let failure: string | undefined;
    try {
      const job = {
        id: entry.id,
        queue: name,
        data: asJson(entry.data),
        attempt,
        requestId: entry.requestId,
      };
      await withRequestId(entry.requestId, () => q.handler(job));
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    q.running--;
    entry.attemptsMade = attempt;
    if (failure === undefined) {
      finish(q, entry, 'completed');
      emit({ type: 'completed', queue: name, jobId: entry.id, attempt, requestId: entry.requestId });
      return;
    }
    entry.error = failure;
    const retry = attempt < q.attempts;
    if (retry) {
      entry.state = 'delayed';
      entry.timer = later(backoffDelay(q.backoffMs, attempt), () => enqueue(q, name, entry));
    } else {
      finish(q, entry, 'failed');
    }
    const ended = { queue: name, jobId: entry.id, attempt, error: failure, requestId: entry.requestId };
    emit({ type: retry ? 'retrying' : 'failed', ...ended });
  }

  /** Keeps the last `KEEP_FINISHED` jobs of each end state, as BullMQ's removeOnComplete/removeOnFail do. */
  function finish(q: Queue, entry: Entry, state: 'completed' | 'failed'): void {
    entry.state = state;
    const kept = q.finished[state];
    kept.push(entry.id);
    for (const id of kept.splice(0, Math.max(0, kept.length - KEEP_FINISHED))) q.entries.delete(id);
  }

  function addEntry(name: string, data: unknown, id: string, delayMs = 0): string {
    if (closed) throw new Error('job queue closed');
    const q = queueOf(name);
    if (q.entries.has(id)) return id;
    const entry: Entry = {
      id,
      data: asJson(data),
      state: 'delayed',
      attemptsMade: 0,
      requestId: currentRequestId(),
    };
    q.entries.set(id, entry);
    if (delayMs > 0) entry.timer = later(delayMs, () => enqueue(q, name, entry));
    else enqueue(q, name, entry);
    return id;
  }

  function tick(name: string, scheduleId: string, everyMs: number, data: unknown, at: number): void {
    const wait = Math.max(0, at - Date.now());
    const timer = later(wait, () => {
      addEntry(name, data, `repeat:${scheduleId}:${at}`);
      // Missed periods (a blocked event loop) are skipped, as BullMQ does.
      let next = at + everyMs;
      while (next <= Date.now()) next += everyMs;
      tick(name, scheduleId, everyMs, data, next);
    });
    schedules.set(`${name}\n${scheduleId}`, { everyMs, timer });
  }

  return {
    engine: 'memory',
    define(name, handler, opts: QueueOptions = {}) {
      if (queues.has(name)) throw new Error(`queue ${name} is already defined`);
      queues.set(name, {
        handler: handler as JobHandler<unknown>,
        concurrency: opts.concurrency ?? 1,
        attempts: opts.attempts ?? 1,
        backoffMs: opts.backoffMs ?? DEFAULT_BACKOFF_MS,
        running: 0,
        waiting: [],
        entries: new Map(),
        finished: { completed: [], failed: [] },
      });
    },
    async add(name, data, opts = {}) {
      if (opts.jobId !== undefined) checkJobId(opts.jobId);
      return addEntry(name, data, opts.jobId ?? String(++nextId), opts.delayMs);
    },
    async repeat(name, scheduleId, everyMs, data) {
      if (closed) throw new Error('job queue closed');
      queueOf(name);
      const current = schedules.get(`${name}\n${scheduleId}`);
      if (current?.everyMs === everyMs) return;
      if (current) clearTimeout(current.timer);
      tick(name, scheduleId, everyMs, asJson(data), Date.now() + everyMs);
    },
    async status(name, jobId) {
      const entry = queueOf(name).entries.get(jobId);
      if (!entry) return null;
      return { state: entry.state, attemptsMade: entry.attemptsMade, error: entry.error };
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async counts() {
      return [...queues.entries()].flatMap(([name, q]) => {
        const states = { waiting: 0, active: 0, delayed: 0, failed: 0 };
        for (const entry of q.entries.values()) if (entry.state !== 'completed') states[entry.state]++;
        return Object.entries(states).map(([state, count]) => ({
          queue: name,
          state: state as QueueCount['state'],
          count,
        }));
      });
    },
    async ping() {
      if (closed) throw new Error('job queue closed');
    },
    async close() {
      closed = true;
      for (const { timer } of schedules.values()) clearTimeout(timer);
      for (const q of queues.values()) for (const entry of q.entries.values()) clearTimeout(entry.timer);
      await Promise.allSettled([...runs]);
    },
  };
}
