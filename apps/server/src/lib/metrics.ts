import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), exposed only on METRICS_PORT or behind METRICS_TOKEN
 * (http/metrics.ts). One registry per process, as prom-client's own default: modules count where things happen
 * (a ledger row, a refused callback) without a handle passed down to them. Gauges read at scrape time ask the
 * sources the server set (`setGaugeSources`).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** What scrape-time gauges read: the open sessions per kind, and the jobs per queue and state. */
export interface GaugeSources {
  openSessions(): Promise<Record<string, number>>;
  queueJobs(): Promise<{ queue: string; state: string; count: number }[]>;
}
let sources: GaugeSources | null = null;

/** Sets what the scrape-time gauges read (the server at its start); answers the function that unsets it. */
export function setGaugeSources(next: GaugeSources): () => void {
  sources = next;
  return () => {
    if (sources === next) sources = null;
  };
}

const registers = [metricsRegistry];

export const metrics = {
  /** Answered HTTP requests by route pattern (never the raw URL: ids would make a series each). */
  httpDuration: new Histogram({
    name: 'offerpilot_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  }),
  /** Requests refused with 429 (code sends, sign-ins, gift codes, uploads, forged callbacks...), by route. */
  rateLimited: new Counter({
    name: 'offerpilot_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers,
  }),
  /** Sockets connected to this process, by channel (`chat`, `audio`). */
  sockets: new Gauge({
    name: 'offerpilot_sockets',
    help: 'Socket.IO connections open on this process, by channel',
    labelNames: ['channel'] as const,
    registers,
  }),
  /** From the end of an interviewer's question (speech end, or a typed question's arrival) to its first hint. */
  questionToHint: new Histogram({
    name: 'offerpilot_question_to_first_hint_seconds',
    help: 'Time from the end of a question to the first hint delta sent for it',
    buckets: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
    registers,
  }),
  /** Audio received for voice activity detection, in Silero frames (512 samples, 32 ms); rate() gives per second. */
  vadFrames: new Counter({
    name: 'offerpilot_vad_frames_total',
    help: 'Audio frames of 512 samples (32 ms) received for voice activity detection',
    registers,
  }),
  /** Job runs that failed, by queue and whether another attempt follows (`retrying`) or not (`failed`). */
  queueFailures: new Counter({
    name: 'offerpilot_queue_failures_total',
    help: 'Failed job runs, by queue and outcome (retrying, failed for good, or stalled: its process died)',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  }),
  /** Ledger rows written (each a balance change in its transaction), by item and reason. */
  ledgerOperations: new Counter({
    name: 'offerpilot_ledger_operations_total',
    help: 'Ledger rows written, by item and reason',
    labelNames: ['item', 'reason'] as const,
    registers,
  }),
  /** Payment callbacks refused for a missing, forged, stale or tampered signature, by payment method. */
  paymentCallbacksRefused: new Counter({
    name: 'offerpilot_payment_callbacks_refused_total',
    help: 'Payment callbacks refused for their signature, by payment method',
    labelNames: ['method'] as const,
    registers,
  }),
};

new Gauge({
  name: 'offerpilot_sessions_open',
  help: 'Sessions going (all processes: read from the database), by kind',
  labelNames: ['kind'] as const,
  registers,
  async collect() {
    this.reset();
    for (const [kind, count] of Object.entries((await sources?.openSessions()) ?? {})) {
      this.set({ kind }, count);
    }
  },
});

new Gauge({
  name: 'offerpilot_queue_jobs',
  help: 'Jobs held by each queue (all processes when on BullMQ), by state',
  labelNames: ['queue', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    for (const { queue, state, count } of (await sources?.queueJobs()) ?? [])
      this.set({ queue, state }, count);
  },
});
