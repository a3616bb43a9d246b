import type { SessionReportStatus } from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { KindRegistry } from './session-runtime.ts';
import { findReport, generatingReports, reportsOf, requestReport, settleReport } from './sessions.repo.ts';
import type { SessionThreads, ThreadRow } from './sessions.service.ts';

/** The queue of report jobs. */
export const SESSION_REPORT_QUEUE = 'session.report';

interface ReportJob {
  threadId: string;
}

/** A thread's report as its screens read it. */
export interface ReportState {
  status: SessionReportStatus;
  result: unknown;
}

/**
 * Reports of ended threads (SPEC.md section 4), whatever their kind: one per thread however often it is asked
 * for, written by a queue job (generating, then ready, none, or failed with a retry the user may ask for). A job
 * that died with its process is taken up again: BullMQ hands a stalled job to another worker, and every start
 * queues the reports still generating again (the embedded queue forgets its jobs with its process). A job the
 * queue gave up on without running its handler to the end (BullMQ fails a job that stalls twice: a report that
 * kills its process each time) shows as failed, with its retry, when the report is next read or at a start,
 * instead of generating for ever.
 */
export function createSessionReports(
  ctx: AppContext,
  deps: { kinds: KindRegistry; threads: SessionThreads; log: FastifyBaseLogger },
) {
  const hasReport = (row: ThreadRow) => Boolean(deps.kinds.get(row.kind)?.report);
  const jobId = (threadId: string, attempt: number) => `report-${threadId}-${attempt}`;

  async function enqueue(threadId: string, attempt: number): Promise<void> {
    await ctx.queue.add<ReportJob>(SESSION_REPORT_QUEUE, { threadId }, { jobId: jobId(threadId, attempt) });
  }

  /**
   * A generating report's job as the queue holds it: queued again when the queue no longer has it (the
   * embedded queue after a restart, a Redis that lost it); settled as failed when the queue failed it for
   * good, which the handler never does itself (it settles every error). Adding an id the queue holds adds
   * nothing, so a check racing the request that queues the job is harmless.
   */
  async function check(report: { threadId: string; attempts: number }): Promise<void> {
    const job = await ctx.queue.status(SESSION_REPORT_QUEUE, jobId(report.threadId, report.attempts));
    if (!job) return enqueue(report.threadId, report.attempts);
    if (job.state !== 'failed') return;
    deps.log.warn(
      { threadId: report.threadId, error: job.error },
      'session report job given up by the queue',
    );
    const error = job.error ?? 'the report job was given up';
    await settleReport(ctx.db, report.threadId, { status: 'failed', error }, ctx.clock.now());
  }

  ctx.queue.define<ReportJob>(
    SESSION_REPORT_QUEUE,
    async ({ data }) => {
      const row = await deps.threads.byId(data.threadId);
      const kind = row && deps.kinds.get(row.kind);
      if (!row || !kind?.report) return;
      const now = () => ctx.clock.now();
      try {
        const attempt = (await findReport(ctx.db, row.id))?.attempts ?? 0;
        const outcome = await kind.report(row, await deps.threads.record(row), { attempt });
        await settleReport(ctx.db, row.id, outcome, now());
      } catch (err) {
        deps.log.warn({ err, threadId: row.id }, 'session report failed');
        await settleReport(ctx.db, row.id, { status: 'failed', error: String(err) }, now());
      }
    },
    { concurrency: 2, attempts: 1 },
  );

  async function ask(row: ThreadRow, retry: boolean): Promise<void> {
    if (!(await requestReport(ctx.db, row.id, retry, ctx.clock.now()))) return;
    const attempts = (await findReport(ctx.db, row.id))?.attempts ?? 0;
    await enqueue(row.id, attempts);
  }

  return {
    /** A thread ended: its kind's report is made (nothing for kinds without one). */
    async ended(row: ThreadRow): Promise<void> {
      if (hasReport(row)) await ask(row, false);
    },

    /**
     * The report of an ended thread of the user: asked for when it was never made (a thread ended while no
     * process could queue it); a failed one is made again when `retry`. A going thread has none yet
     * (`session.notEnded`).
     */
    async read(row: ThreadRow, retry = false): Promise<ReportState> {
      if (row.status === 'active') throw new AppError('session.notEnded', {}, { threadId: row.id });
      if (!hasReport(row)) return { status: 'none', result: null };
      const report = await findReport(ctx.db, row.id);
      if (!report || (retry && report.status === 'failed')) await ask(row, retry);
      else if (report.status === 'generating') await check(report);
      const now =
        report?.status === 'ready' || report?.status === 'none' ? report : await findReport(ctx.db, row.id);
      return { status: (now?.status ?? 'generating') as SessionReportStatus, result: now?.result ?? null };
    },

    /** The reports of these threads as they stand (threads never asked for have none in the map). */
    async states(threadIds: string[]): Promise<Map<string, ReportState>> {
      const rows = await reportsOf(ctx.db, threadIds);
      return new Map(
        rows.map((r) => [r.threadId, { status: r.status as SessionReportStatus, result: r.result }]),
      );
    },

    /** At start: the reports whose job died with its process are queued again, those given up on failed. */
    async recover(): Promise<void> {
      for (const report of await generatingReports(ctx.db)) await check(report);
    },
  };
}
export type SessionReports = ReturnType<typeof createSessionReports>;
