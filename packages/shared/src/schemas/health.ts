import { z } from 'zod';

export const healthResult = z.object({
  status: z.literal('ok'),
  version: z.string(),
  mode: z.enum(['embedded', 'scaled']),
  uptime: z.number(),
});
export type HealthResult = z.infer<typeof healthResult>;

/** One dependency as the readiness check found it: `off` when this mode has none (Redis when embedded). */
export const readyCheck = z.enum(['ok', 'failed', 'off']);
export type ReadyCheck = z.infer<typeof readyCheck>;

/**
 * GET /api/ready: whether a load balancer may send this process work. 200 with `ready` when every check is `ok`
 * (or `off`); 503 in the failure envelope with the same result otherwise, and `shuttingDown` from the moment the
 * process was asked to stop.
 */
export const readyResult = z.object({
  status: z.enum(['ready', 'notReady', 'shuttingDown']),
  checks: z.object({
    database: readyCheck,
    redis: readyCheck,
    queue: readyCheck,
    migrations: readyCheck,
  }),
});
export type ReadyResult = z.infer<typeof readyResult>;
