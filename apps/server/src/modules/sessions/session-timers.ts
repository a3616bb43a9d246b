import type { SessionState } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import type { KindRegistry } from './session-runtime.ts';
import type { SessionThreads, ThreadRow } from './sessions.service.ts';

/** The queue of the inactivity timers: the still-there prompt, then the end. */
export const SESSION_IDLE_QUEUE = 'session.idle';

interface IdleJob {
  threadId: string;
  /** The thread's activity time (ms) this timer counts from; newer activity makes it moot. */
  since: number;
  phase: 'prompt' | 'end';
}

/**
 * Session timers on the queue (PRODUCT.md section 3), so they survive restarts and run once across processes:
 * after `SESSION_IDLE_MS` without activity a thread of an idle-ending kind gets the still-there prompt, and
 * `SESSION_IDLE_END_MS` later, still without activity, it ends (`inactive`). At each start every going thread
 * gets its timers again (the embedded queue forgets delayed jobs when the process stops; BullMQ dedupes them).
 */
export function createSessionTimers(
  ctx: AppContext,
  deps: {
    kinds: KindRegistry;
    threads: SessionThreads;
    /** Tells a thread's screens its state (the prompt). */
    notify(threadId: string, state: SessionState): void;
  },
) {
  const promptMs = ctx.env.SESSION_IDLE_MS;
  const endMs = ctx.env.SESSION_IDLE_END_MS;

  async function add(job: IdleJob, at: number): Promise<void> {
    await ctx.queue.add<IdleJob>(SESSION_IDLE_QUEUE, job, {
      jobId: `idle-${job.threadId}-${job.since}-${job.phase}`,
      delayMs: Math.max(0, at - ctx.clock.now().getTime()),
    });
  }

  /** Sets the prompt timer of a thread from its last activity. */
  async function watch(thread: Pick<ThreadRow, 'id' | 'kind' | 'activeAt'>): Promise<void> {
    if (!deps.kinds.get(thread.kind)?.idle) return;
    const since = thread.activeAt.getTime();
    await add({ threadId: thread.id, since, phase: 'prompt' }, since + promptMs);
  }

  ctx.queue.define<IdleJob>(
    SESSION_IDLE_QUEUE,
    async ({ data }) => {
      const row = await deps.threads.byId(data.threadId);
      if (!row || row.status !== 'active') return;
      if (row.activeAt.getTime() > data.since) return watch(row);
      if (data.phase === 'prompt') {
        const endsAt = ctx.clock.now().getTime() + endMs;
        deps.notify(row.id, { status: 'idle', endsAt: new Date(endsAt).toISOString() });
        return add({ ...data, phase: 'end' }, endsAt);
      }
      await deps.threads.endById(row.id, 'inactive');
    },
    { concurrency: 4, attempts: 3, backoffMs: 2_000 },
  );

  return {
    watch,
    /** At start: the timers of every going thread, and each kind's own (`recover`). */
    async recover(): Promise<void> {
      for (const thread of await deps.threads.going()) {
        await watch(thread);
        await deps.kinds.get(thread.kind)?.recover?.(thread);
      }
    },
  };
}
export type SessionTimers = ReturnType<typeof createSessionTimers>;
