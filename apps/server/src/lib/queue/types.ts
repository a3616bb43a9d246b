/** One run of a job as its handler sees it. */
export interface Job<T> {
  id: string;
  queue: string;
  /** The data as JSON carries it (a Date arrives as a string), whichever engine runs the job. */
  data: T;
  /** 1 for the first run, 2 for the first retry, and so on. */
  attempt: number;
  /** The request the job was added in (its log lines carry it), when it was added in one. */
  requestId?: string;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** How a queue runs its jobs; every process that defines the queue must give the same. */
export interface QueueOptions {
  /** Jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
  /** Runs before a job is failed for good (default 1: no retry). */
  attempts?: number;
  /** Wait before the first retry; each further retry waits twice as long as the one before (default 1 s). */
  backoffMs?: number;
}

export interface AddOptions {
  /**
   * Adding a job whose id the queue still holds (waiting, delayed, running, or among its last
   * `KEEP_FINISHED` finished jobs) adds nothing. Neither a bare integer nor containing ':'.
   */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobStatus {
  state: JobState;
  /** Runs that have ended so far (failed ones and, once completed, the last one). */
  attemptsMade: number;
  /** The message of the last failure. */
  error?: string;
}

/** How many jobs of one queue are in one state (BullMQ: across every process). */
export interface QueueCount {
  queue: string;
  state: Exclude<JobState, 'completed'>;
  count: number;
}

/**
 * What this process saw happen: a run ended (`retrying` when another attempt follows), a run whose process died
 * was found (`stalled`, BullMQ only: it runs again), or the engine erred.
 */
export type QueueEvent =
  | {
      type: 'completed' | 'retrying' | 'failed';
      queue: string;
      jobId: string;
      attempt: number;
      error?: string;
      requestId?: string;
    }
  | { type: 'stalled'; queue: string; jobId: string }
  | { type: 'error'; error: unknown };

/**
 * Named queues of background jobs (reports, career guide, account erasure). The scaled mode runs them on
 * BullMQ, so a job runs once across all processes; the embedded mode runs them in this process.
 */
export interface JobQueue {
  readonly engine: 'bullmq' | 'memory';
  /** Starts running the jobs of a queue in this process; define a queue before adding to it. */
  define<T>(queue: string, handler: JobHandler<T>, opts?: QueueOptions): void;
  /** Adds a job and answers its id (the existing job's id when `jobId` deduplicated it). */
  add<T>(queue: string, data: T, opts?: AddOptions): Promise<string>;
  /**
   * Adds a job every `everyMs`, the first one period from now. Setting a schedule that exists with the same
   * period keeps its timing, so every process may set it at start and it still runs once per period.
   */
  repeat<T>(queue: string, scheduleId: string, everyMs: number, data: T): Promise<void>;
  /** Where a job stands, or null when the queue no longer holds it. */
  status(queue: string, jobId: string): Promise<JobStatus | null>;
  /** Calls `listener` for each event of this process; answers the function that stops it. */
  onEvent(listener: (event: QueueEvent) => void): () => void;
  /** Jobs each queue holds now that are not done: waiting, active, delayed, and failed for good (kept ones). */
  counts(): Promise<QueueCount[]>;
  /** Settles when the queue's store answers (Redis for BullMQ); throws when it does not or the queue is closed. */
  ping(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to end. */
  close(): Promise<void>;
}

/** Finished jobs a queue keeps per state (for `status` and deduplication). */
export const KEEP_FINISHED = 1000;

export const DEFAULT_BACKOFF_MS = 1000;

/** The wait before retry `n` (1-based): BullMQ's exponential back-off. */
export function backoffDelay(backoffMs: number, retry: number): number {
  return backoffMs * 2 ** (retry - 1);
}

/** Refuses ids BullMQ refuses, so that both engines accept the same calls. */
export function checkJobId(jobId: string): void {
  if (jobId === '' || String(parseInt(jobId, 10)) === jobId || jobId.includes(':')) {
    throw new Error(`invalid job id "${jobId}": not empty, not an integer, no ':'`);
  }
}

/** A copy of the data as it would come back from JSON, as BullMQ hands it over. */
export function asJson<T>(data: T): T {
  return JSON.parse(JSON.stringify(data ?? null)) as T;
}

/** A job added in a request, as BullMQ stores it: its data and that request's id. Other jobs are bare data. */
interface WithRequest {
  $requestId: string;
  $data: unknown;
}

/** What BullMQ stores for `data` added in request `requestId` (nothing added outside a request). */
export function withRequest(data: unknown, requestId: string | undefined): unknown {
  return requestId === undefined ? data : ({ $requestId: requestId, $data: data } satisfies WithRequest);
}

/** The data and request id of a stored job (bare data: a job added outside a request, or before ids were kept). */
export function fromStored<T>(stored: unknown): { data: T; requestId?: string } {
  const s = stored as Partial<WithRequest> | null;
  // The data is what `add` was given for this queue, as JSON carried it.
  return s && typeof s === 'object' && typeof s.$requestId === 'string' && '$data' in s
    ? { data: s.$data as T, requestId: s.$requestId }
    : { data: stored as T };
}
