import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { metrics } from '../../lib/metrics.ts';
import type { ThreadLeases } from './session-leases.ts';
import { appendEvents, claimThread, eventsAfter, touchThread, type ThreadRow } from './sessions.repo.ts';

/** An event as the layer handles it: its type, its number in the thread, and the kind's own fields. */
export interface NumberedEvent {
  seq: number;
  type: string;
}
/** An event before the layer numbers it. */
export type Unnumbered<E extends NumberedEvent> = E extends NumberedEvent ? Omit<E, 'seq'> : never;

/** Where a kind's runner writes: `emit` numbers an event at once; screens get it once it is stored. */
export interface ThreadOutput<E extends NumberedEvent = NumberedEvent> {
  emit(event: Unnumbered<E>): E;
  /**
   * Settles once every event emitted so far is stored (true) or will never be (false: the thread was taken over,
   * ended, or the database is away), e.g. before the kind ends its thread itself.
   */
  stored?(): Promise<boolean>;
}

/** A thread's runner, one per thread across all processes (the one holding its lease). */
export interface KindRunner {
  /**
   * A command of a chat socket, already checked by the kind's schema for it; an AppError it throws is the
   * socket's answer (a refusal in the user's words).
   */
  command(name: string, payload: unknown): void | Promise<void>;
  /** One frame of PCM16 from the audio socket. */
  audio?(frame: Uint8Array): void;
  /** The audio socket left: what it said last is finished. */
  audioEnded?(): void;
  /** Stops: nothing more is emitted. */
  close(): void;
}

/** A kind of session: what its sockets may send, and how its runner starts. */
export interface SessionKind {
  kind: string;
  /** Chat-socket commands of this kind: event name → payload schema. */
  commands: Record<string, z.ZodType>;
  /** Event types that count as the user's activity (the inactivity timer). */
  activity: readonly string[];
  /** Whether a thread of this kind ends after the still-there prompt goes unanswered. */
  idle: boolean;
  /** What the thread's record keeps of its events (history and review). */
  record(events: NumberedEvent[]): NumberedEvent[];
  /** What a resuming screen needs of the events it missed (drops what later events make moot). */
  compact?(events: NumberedEvent[]): NumberedEvent[];
  /** Starts the runner of a going thread in this process; `history` is every event stored so far. */
  start(thread: ThreadRow, out: ThreadOutput, history: () => Promise<NumberedEvent[]>): Promise<KindRunner>;
  /** At each process start, for every going thread of the kind: set its timers again (e.g. a charge). */
  recover?(thread: ThreadRow): Promise<void>;
  /**
   * The report of an ended thread from its record (a queue job: see session-reports.ts): `none` when there
   * is too little to say anything. Kinds without one have no report.
   */
  report?(thread: ThreadRow, record: NumberedEvent[], job: ReportAttempt): Promise<ReportOutcome>;
}

/** Which making of a thread's report this is: 0 the first, 1 the first retry (after `failed`)... */
export interface ReportAttempt {
  attempt: number;
}

/** What a kind's report made of a thread. */
export type ReportOutcome = { status: 'ready'; result: unknown } | { status: 'none' };

/** The kinds the layer knows; a module that owns a kind registers it. */
export function createKindRegistry() {
  const kinds = new Map<string, SessionKind>();
  return {
    register(kind: SessionKind): void {
      if (kinds.has(kind.kind)) throw new Error(`session kind ${kind.kind} registered twice`);
      kinds.set(kind.kind, kind);
    },
    get: (kind: string): SessionKind | undefined => kinds.get(kind),
    all: (): SessionKind[] => [...kinds.values()],
  };
}
export type KindRegistry = ReturnType<typeof createKindRegistry>;

/** What a socket asks of a thread's runner; runs where the runner runs (forwarded there when elsewhere). */
export type SessionCommand =
  | { type: 'command'; name: string; payload: unknown }
  | { type: 'audio'; frame: Uint8Array }
  | { type: 'audioEnded' }
  | { type: 'present' };

export interface RuntimeDeps {
  ctx: AppContext;
  log: FastifyBaseLogger;
  kinds: KindRegistry;
  leases: ThreadLeases;
  /** Sends a stored event to the screens that follow the thread, on every process. */
  broadcast(threadId: string, event: NumberedEvent): void;
  /** Records the thread's activity time (the inactivity timer reads it). */
  touched?(threadId: string): void;
}

interface Running {
  thread: ThreadRow;
  runner: KindRunner;
  out: ThreadOutput;
}

/** One frame of voice activity detection in PCM16 bytes: 512 samples (32 ms at 16 kHz). */
const VAD_FRAME_BYTES = 1024;
/** One thread's activity time is written at most this often (or every tenth of the idle time, when shorter). */
const TOUCH_EVERY_MS = 10_000;
/** Tries of one append before the thread's runner here gives up (the database is away). */
const APPEND_TRIES = 5;

/**
 * The threads this process runs (PRODUCT.md section 3): per thread, one kind runner whose events are numbered
 * from the last stored one and written, in order and in batches, before they are broadcast, so a screen never
 * shows what a crash could lose and a number never goes back. A runner starts when a socket's command reaches
 * the process holding the thread's lease, takes the thread over in the database (`claimThread`), and stops
 * with the last socket of its thread here, when the lease goes elsewhere, or when an append finds that another
 * runner took the thread over.
 */
export function createSessionRuntime(deps: RuntimeDeps) {
  const { ctx, log } = deps;
  /** This runtime's writer id: a process restart is a new writer. */
  const self = randomUUID();
  const running = new Map<string, Promise<Running>>();
  /** Runners stopping: until what they emitted is stored, a new runner of their thread waits (see `stop`). */
  const stopping = new Map<string, Promise<void>>();
  const sockets = new Map<string, number>();
  const touchedAt = new Map<string, number>();
  /** Threads whose last socket here left: their runner stops when the grace runs out with nobody back. */
  const leaving = new Map<string, ReturnType<typeof setTimeout>>();
  /** The process is stopping: no runner starts or runs here any more (see `drain`). */
  let draining = false;

  function touch(threadId: string): void {
    const now = ctx.clock.now();
    const every = Math.min(TOUCH_EVERY_MS, ctx.env.SESSION_IDLE_MS / 10);
    if (now.getTime() - (touchedAt.get(threadId) ?? 0) < every) return;
    touchedAt.set(threadId, now.getTime());
    touchThread(ctx.db, threadId, now).then(
      () => deps.touched?.(threadId),
      (err: unknown) => log.warn({ err, threadId }, 'session activity not recorded'),
    );
  }

  /** The thread's writer: numbers events, appends them in order, broadcasts what was stored. */
  function writerOf(thread: ThreadRow, kind: SessionKind, lastSeq: number) {
    let seq = lastSeq;
    let pending: NumberedEvent[] = [];
    let flushing: Promise<void> | null = null;
    let lost = false;
    const activity = new Set(kind.activity);

    async function append(batch: NumberedEvent[]): Promise<boolean> {
      const rows = batch.map(({ seq: n, type, ...payload }) => ({
        threadId: thread.id,
        seq: n,
        type,
        payload,
      }));
      for (let attempt = 1; ; attempt++) {
        try {
          return await appendEvents(ctx.db, thread.id, self, rows);
        } catch (err) {
          if (attempt >= APPEND_TRIES) throw err;
          await new Promise((done) => setTimeout(done, 100 * attempt));
        }
      }
    }

    async function flush(): Promise<void> {
      try {
        while (pending.length && !lost) {
          const batch = pending;
          pending = [];
          if (!(await append(batch))) {
            lost = true;
            log.info({ threadId: thread.id }, 'session taken over or ended elsewhere: runner stops here');
            void stop(thread.id);
            return;
          }
          for (const event of batch) deps.broadcast(thread.id, event);
          if (batch.some((e) => activity.has(e.type))) touch(thread.id);
        }
      } catch (err) {
        lost = true;
        log.error({ err, threadId: thread.id }, 'session events not stored: runner stops, nothing was sent');
        void stop(thread.id);
      } finally {
        flushing = null;
      }
    }

    const out: ThreadOutput = {
      emit(event) {
        const numbered = { ...event, seq: ++seq } as NumberedEvent;
        if (lost) return numbered;
        pending.push(numbered);
        flushing ??= flush();
        return numbered;
      },
      async stored() {
        while (flushing) await flushing;
        return !lost;
      },
    };
    return out;
  }

  async function start(thread: ThreadRow): Promise<Running> {
    const kind = deps.kinds.get(thread.kind);
    if (!kind) throw new Error(`no runtime for session kind ${thread.kind}`);
    const last = await claimThread(ctx.db, thread.id, self);
    if (last === null) throw new Error('session is not going');
    const out = writerOf(thread, kind, last);
    const history = async () =>
      (await eventsAfter(ctx.db, thread.id, 0)).map((row) => ({
        ...(row.payload as object),
        seq: row.seq,
        type: row.type,
      }));
    const runner = await kind.start(thread, out, history);
    return { thread, runner, out };
  }

  function get(thread: ThreadRow): Promise<Running> {
    let run = running.get(thread.id);
    if (!run) {
      run = (stopping.get(thread.id) ?? Promise.resolve()).then(() => start(thread));
      running.set(thread.id, run);
      run.catch((err: unknown) => {
        running.delete(thread.id);
        log.warn({ err, threadId: thread.id }, 'session runner did not start');
      });
    }
    return run;
  }

  /**
   * Stops the thread's runner here: it emits nothing more, and what it emitted is stored before a new runner of
   * the thread may start here, which numbers its events from the last stored one (a runner started while the
   * old one's events were still being written took their numbers, failed on them and was stopped in turn).
   */
  async function stop(threadId: string): Promise<void> {
    const run = running.get(threadId);
    running.delete(threadId);
    touchedAt.delete(threadId);
    if (!run) return stopping.get(threadId);
    const done = (async () => {
      const stopped = await run.catch(() => null);
      stopped?.runner.close();
      await stopped?.out.stored?.();
    })();
    stopping.set(threadId, done);
    try {
      await done;
    } finally {
      if (stopping.get(threadId) === done) stopping.delete(threadId);
    }
  }

  async function execute(run: Running, cmd: SessionCommand): Promise<void> {
    const { runner, thread } = run;
    if (cmd.type === 'audio') {
      metrics.vadFrames.inc(cmd.frame.length / VAD_FRAME_BYTES);
      return runner.audio?.(cmd.frame);
    }
    if (cmd.type === 'audioEnded') return runner.audioEnded?.();
    touch(thread.id);
    if (cmd.type === 'command') await runner.command(cmd.name, cmd.payload);
  }

  return {
    /** This runtime's id as a lease holder and a writer. */
    id: self,

    /** A socket of the thread connected to this process. */
    attach(threadId: string): void {
      clearTimeout(leaving.get(threadId));
      leaving.delete(threadId);
      sockets.set(threadId, (sockets.get(threadId) ?? 0) + 1);
    },

    /**
     * A socket left; SESSION_DETACH_GRACE_MS after the last one here, with none back, this process's runner of
     * the thread stops and its lease goes. Meanwhile the runner keeps writing (a hint goes on being written
     * while every screen reconnects) and a screen that comes back here or elsewhere resumes from its number.
     */
    async detach(threadId: string): Promise<void> {
      const left = (sockets.get(threadId) ?? 1) - 1;
      if (left > 0) return void sockets.set(threadId, left);
      sockets.delete(threadId);
      const release = async () => {
        leaving.delete(threadId);
        if (sockets.has(threadId)) return;
        await stop(threadId);
        await deps.leases.release(threadId);
      };
      const grace = ctx.env.SESSION_DETACH_GRACE_MS;
      if (grace === 0 || draining) return release();
      clearTimeout(leaving.get(threadId));
      const timer = setTimeout(
        () => void release().catch((err: unknown) => log.warn({ err, threadId }, 'stopping a runner failed')),
        grace,
      );
      timer.unref();
      leaving.set(threadId, timer);
    },

    /**
     * Runs a command of a socket connected here when this process holds (or can take) the thread's lease;
     * false when another process runs the thread. `takeFrom`: see ThreadLeases.acquire.
     */
    async runHere(
      thread: ThreadRow,
      cmd: SessionCommand,
      opts?: { takeFrom?: string | null },
    ): Promise<boolean> {
      if (draining || !(await deps.leases.acquire(thread.id, opts))) return false;
      // No runner here and nothing buffered to finish: no need to start one.
      if (cmd.type === 'audioEnded' && !running.has(thread.id)) return true;
      await execute(await get(thread), cmd);
      return true;
    },

    /** Runs a command another process forwarded; false unless this process runs the thread. */
    async runForwarded(threadId: string, cmd: SessionCommand): Promise<boolean> {
      const run = running.get(threadId);
      if (draining || !run || !deps.leases.holds(threadId)) return false;
      await execute(await run, cmd);
      return true;
    },

    /** The lease of a thread went to another process, or the thread ended: its runner here stops. */
    stop,

    /**
     * The process stops (SIGTERM): nothing starts or runs here any more, every runner stops once what it emitted
     * is stored, and every lease is given up, so the next process a command reaches takes its thread over at once.
     */
    async drain(): Promise<void> {
      draining = true;
      for (const timer of leaving.values()) clearTimeout(timer);
      leaving.clear();
      await Promise.all([...running.keys()].map(stop));
      await deps.leases.close();
    },

    /** Stops every runner of this process and gives their leases up. */
    async close(): Promise<void> {
      for (const timer of leaving.values()) clearTimeout(timer);
      leaving.clear();
      await Promise.all([...running.keys()].map(stop));
      sockets.clear();
      await deps.leases.close();
    },
  };
}
export type SessionRuntime = ReturnType<typeof createSessionRuntime>;
