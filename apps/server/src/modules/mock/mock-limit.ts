import type { AppContext } from '../../context.ts';
import type { SessionThreads, ThreadRow } from '../sessions/sessions.service.ts';
import { settingsOf } from './mock-state.ts';

/** The queue of mock interviews reaching their time limit (the newcomer's free one: 30 minutes). */
export const MOCK_LIMIT_QUEUE = 'mock.limit';

interface LimitJob {
  threadId: string;
}

/**
 * The newcomer's free mock interview lasts at most 30 minutes (SPEC.md section 9): a job on the queue ends it
 * then (`timeLimit`), and its report is made from what was answered. Set again at every start for going
 * threads (the sessions layer's `recover`), run once (the thread ends once).
 */
export function createMockLimits(ctx: AppContext, threads: SessionThreads) {
  ctx.queue.define<LimitJob>(
    MOCK_LIMIT_QUEUE,
    async ({ data }) => {
      const row = await threads.byId(data.threadId);
      if (row?.kind === 'mock' && row.status === 'active') await threads.endById(row.id, 'timeLimit');
    },
    { concurrency: 4, attempts: 3, backoffMs: 2_000 },
  );

  return {
    /** Sets the thread's end at its limit (nothing for a thread without one). */
    async schedule(thread: Pick<ThreadRow, 'id' | 'createdAt' | 'state'>): Promise<void> {
      const { limitMs } = settingsOf(thread);
      if (limitMs === null) return;
      const due = thread.createdAt.getTime() + limitMs;
      await ctx.queue.add<LimitJob>(
        MOCK_LIMIT_QUEUE,
        { threadId: thread.id },
        { jobId: `mock-limit-${thread.id}`, delayMs: Math.max(0, due - ctx.clock.now().getTime()) },
      );
    },
  };
}
export type MockLimits = ReturnType<typeof createMockLimits>;
