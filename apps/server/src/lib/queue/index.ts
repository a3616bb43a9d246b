import { metrics } from '../metrics.ts';
import { createBullmqQueue } from './bullmq.ts';
import { createMemoryQueue } from './memory.ts';
import type { JobQueue } from './types.ts';

export type { Job, JobHandler, JobQueue, JobStatus, QueueCount, QueueEvent, QueueOptions } from './types.ts';

/**
 * BullMQ when there is a Redis (every process shares the jobs), else the in-process queue. BullMQ is loaded
 * only then, so the embedded mode starts without it.
 */
export async function createJobQueue(opts: { redisUrl?: string; prefix: string }): Promise<JobQueue> {
  return opts.redisUrl
    ? createBullmqQueue({ redisUrl: opts.redisUrl, prefix: opts.prefix }, await import('bullmq'))
    : createMemoryQueue();
}

interface QueueLog {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Logs and counts (metrics) retries, jobs failed for good and jobs taken up again after their process died; logs
 * engine errors; completions only at debug.
 * A job's lines carry the id of the request that added it.
 */
export function logQueueEvents(queue: JobQueue, log: QueueLog): void {
  queue.onEvent((event) => {
    if (event.type === 'error') return log.error({ err: event.error }, 'job queue error');
    if (event.type === 'stalled') {
      metrics.queueFailures.inc({ queue: event.queue, outcome: 'stalled' });
      return log.warn(event, 'job taken up again: the process running it stopped');
    }
    const { requestId, ...rest } = event;
    const line = requestId === undefined ? rest : { ...rest, reqId: requestId };
    if (event.type === 'completed') return log.debug(line, 'job done');
    metrics.queueFailures.inc({ queue: event.queue, outcome: event.type });
    if (event.type === 'retrying') log.warn(line, 'job failed, will retry');
    else log.error(line, 'job failed for good');
  });
}
