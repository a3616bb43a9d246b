import type { Job as BullJob, JobsOptions, Queue, RedisOptions, Worker } from 'bullmq';
import { currentRequestId, withRequestId } from '../request-ids.ts';
import {
  checkJobId,
  fromStored,
  withRequest,
  DEFAULT_BACKOFF_MS,
  KEEP_FINISHED,
  type JobQueue,
  type JobState,
  type QueueCount,
  type QueueEvent,
  type QueueOptions,
} from './types.ts';

interface Defined {
  queue: Queue;
  worker: Worker;
  jobOptions: JobsOptions;
}

/** BullMQ's states that are ours under another name; the rest (unknown) means the job is gone. */
const STATES: Record<string, JobState> = {
  waiting: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  delayed: 'delayed',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

/**
 * A running job's lock in Redis, renewed every half of it. A job whose process died (kill -9, a lost machine)
 * goes to another worker once its lock has lapsed and a stalled check finds it: within JOB_LOCK_MS +
 * STALLED_CHECK_MS (20 s) instead of up to a minute with BullMQ's defaults (30 s + 30 s), which a user waiting
 * for a report would see. 15 s is the sessions' lease too (decision 17): an event loop stalled that long is lost.
 */
export const JOB_LOCK_MS = 15_000;
/** How often some process looks for jobs whose lock lapsed (once per interval across all processes). */
export const STALLED_CHECK_MS = 5_000;

/**
 * BullMQ's own connection settings for a redis:// or rediss:// URL. BullMQ brings its own ioredis (5), whose
 * clients it makes from these; the app's ioredis (6) client is not one it accepts.
 */
export function redisOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port || 6379),
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1) || 0),
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // Workers block on Redis, so commands must wait for a reconnection instead of failing.
    maxRetriesPerRequest: null,
  };
}

/**
 * The scaled mode's queue: BullMQ on Redis, so each job runs once across every process and survives
 * restarts. `prefix` keeps the keys of one deployment (or one test) apart from any other on the same Redis.
 */
export function createBullmqQueue(
  opts: { redisUrl: string; prefix: string },
  { Queue, Worker }: Pick<typeof import('bullmq'), 'Queue' | 'Worker'>,
): JobQueue {
  const connection = redisOptions(opts.redisUrl);
  const defined = new Map<string, Defined>();
  const listeners = new Set<(event: QueueEvent) => void>();
  const emit = (event: QueueEvent) => listeners.forEach((listener) => listener(event));

  function definedQueue(name: string): Defined {
    const d = defined.get(name);
    if (!d) throw new Error(`queue ${name} is not defined`);
    return d;
  }

  function watch(name: string, worker: Worker): void {
    const about = (job: BullJob) => ({
      queue: name,
      jobId: String(job.id),
      attempt: job.attemptsMade,
      requestId: fromStored(job.data).requestId,
    });
    worker.on('completed', (job: BullJob) => emit({ type: 'completed', ...about(job) }));
    worker.on('failed', (job: BullJob | undefined, err: Error) => {
      if (!job) return;
      // BullMQ sets finishedOn only when no attempt follows.
      const type = job.finishedOn === undefined ? 'retrying' : 'failed';
      emit({ type, ...about(job), error: err.message });
    });
    // Emitted by the worker whose check found it: the job goes back to waiting and runs again somewhere.
    worker.on('stalled', (jobId: string) => emit({ type: 'stalled', queue: name, jobId }));
    worker.on('error', (error: unknown) => emit({ type: 'error', error }));
  }

  return {
    engine: 'bullmq',
    define(name, handler, qopts: QueueOptions = {}) {
      if (defined.has(name)) throw new Error(`queue ${name} is already defined`);
      const backoffMs = qopts.backoffMs ?? DEFAULT_BACKOFF_MS;
      const jobOptions: JobsOptions = {
        attempts: qopts.attempts ?? 1,
        // BullMQ's exponential back-off is the in-process queue's: backoffMs * 2^(retry - 1).
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: { count: KEEP_FINISHED },
        removeOnFail: { count: KEEP_FINISHED },
      };
      const queue = new Queue(name, { connection, prefix: opts.prefix });
      queue.on('error', (error: unknown) => emit({ type: 'error', error }));
      const worker = new Worker(
        name,
        (job: BullJob) => {
          const { data, requestId } = fromStored<Parameters<typeof handler>[0]['data']>(job.data);
          const run = { id: String(job.id), queue: name, data, attempt: job.attemptsMade + 1, requestId };
          return withRequestId(requestId, () => handler(run));
        },
        {
          connection,
          prefix: opts.prefix,
          concurrency: qopts.concurrency ?? 1,
          lockDuration: JOB_LOCK_MS,
          stalledInterval: STALLED_CHECK_MS,
        },
      );
      watch(name, worker);
      defined.set(name, { queue, worker, jobOptions });
    },
    async add(name, data, aopts = {}) {
      if (aopts.jobId !== undefined) checkJobId(aopts.jobId);
      const { queue, jobOptions } = definedQueue(name);
      const stored = withRequest(data, currentRequestId());
      const job = await queue.add(name, stored, { ...jobOptions, jobId: aopts.jobId, delay: aopts.delayMs });
      return String(job.id);
    },
    async repeat(name, scheduleId, everyMs, data) {
      const { queue, jobOptions } = definedQueue(name);
      // startDate only counts when the schedule is new (or its period changed); else its timing is kept.
      await queue.upsertJobScheduler(
        scheduleId,
        { every: everyMs, startDate: Date.now() + everyMs },
        { name, data, opts: jobOptions },
      );
    },
    async status(name, jobId) {
      const job = await definedQueue(name).queue.getJob(jobId);
      const state = job && STATES[await job.getState()];
      if (!job || !state) return null;
      return { state, attemptsMade: job.attemptsMade, error: job.failedReason || undefined };
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async counts() {
      const per = await Promise.all(
        [...defined.entries()].map(async ([name, { queue }]) => {
          const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
          const states = {
            waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
            active: c.active,
            delayed: c.delayed,
          };
          return Object.entries({ ...states, failed: c.failed }).map(([state, count]) => ({
            queue: name,
            state: state as QueueCount['state'],
            count: count ?? 0,
          }));
        }),
      );
      return per.flat();
    },
    async ping() {
      const [first] = defined.values();
      // A round trip to Redis (its commands wait for a reconnection, so the caller bounds the wait).
      if (first) await first.queue.getJobCounts('waiting');
    },
    async close() {
      // Workers first: each waits for its running jobs.
      await Promise.all([...defined.values()].map(({ worker }) => worker.close()));
      await Promise.all([...defined.values()].map(({ queue }) => queue.close()));
    },
  };
}
