import type { ReadyCheck, ReadyResult } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { migrationsApplied } from '../../db/client.ts';

/** A check that has not answered within this long has failed: a load balancer's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2_000;

async function check(probe: () => Promise<unknown>): Promise<ReadyCheck> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('readiness check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([probe(), late]);
    return answer === false ? 'failed' : 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What GET /api/ready answers: the database, Redis (scaled mode), the job queue's store and the migrations this
 * build ships, each checked at once; `shuttingDown` from the moment the process was asked to stop.
 */
export async function readiness(ctx: AppContext): Promise<ReadyResult> {
  const redis = ctx.redis;
  const [database, redisCheck, queue, migrations] = await Promise.all([
    check(() => ctx.db.execute(sql`select 1`)),
    redis ? check(() => redis.ping()) : Promise.resolve('off' as const),
    check(() => ctx.queue.ping()),
    check(() => migrationsApplied(ctx.db)),
  ]);
  const checks = { database, redis: redisCheck, queue, migrations };
  const failed = Object.values(checks).includes('failed');
  const status = ctx.lifecycle.draining ? 'shuttingDown' : failed ? 'notReady' : 'ready';
  return { status, checks };
}
