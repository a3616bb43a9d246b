import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SessionEvent } from '@offerpilot/shared';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createHttpApp } from './http/app.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createJobQueue, logQueueEvents } from './lib/queue/index.ts';
import { createUserChanges } from './lib/user-changes.ts';
import { createAuthDeps } from './modules/auth/auth.deps.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerAuthenticate } from './modules/auth/authenticate.ts';
import { registerCaptchaRoutes } from './modules/auth/captcha.routes.ts';
import { registerOutboxRoutes } from './modules/auth/outbox.routes.ts';
import { registerWechatRoutes } from './modules/auth/wechat.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { loadShippedSeed } from './db/seed/load-seed.ts';
import { registerJobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { registerMaterials } from './modules/materials/materials.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { createUserService } from './modules/users/user-info.service.ts';
import { registerProfileRoutes } from './modules/users/profile.routes.ts';
import { createProfileService } from './modules/users/profile.service.ts';
import { registerGoalsRoutes } from './modules/goals/goals.routes.ts';
import { createGoalsService } from './modules/goals/goals.service.ts';
import { registerCancellationRoutes } from './modules/account/cancellation.routes.ts';
import { createCancellationService } from './modules/account/cancellation.service.ts';
import { registerCreditsRoutes } from './modules/credits/credits.routes.ts';
import { registerBilling } from './modules/billing/billing.ts';
import { registerVoucherRoutes } from './modules/vouchers/vouchers.routes.ts';
import { createVoucherService } from './modules/vouchers/vouchers.service.ts';
import { registerReferralRoutes } from './modules/referral/referral.routes.ts';
import { createReferralService } from './modules/referral/referral.service.ts';
import { scheduleErasure } from './modules/account/erasure.ts';
import { attachRealtime, signOutSockets, threadRoom, type Realtime } from './realtime/index.ts';
import { registerLiveSockets } from './realtime/live.ts';
import { createBankSource, threadMaterials } from './modules/live/live-grounding.ts';
import { localLeases, redisLeases } from './modules/live/live-leases.ts';
import { createLiveRuntime } from './modules/live/live-runtime.ts';
import { registerLiveRoutes } from './modules/live/live.routes.ts';
import { createLiveService } from './modules/live/live.service.ts';
import { createLiveCharging } from './modules/live/live-charge.ts';
import { createAiProviders } from './providers/ai-providers.ts';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  close(): Promise<void>;
}

export interface ServerOverrides {
  database?: Database;
  clock?: Clock;
}

/** Wiring only: env -> db -> providers -> http -> realtime. `main.ts` listens; tests use it on port 0. */
export async function createServer(env: Env, overrides: ServerOverrides = {}): Promise<Server> {
  const database = overrides.database ?? (await openDatabase(env));
  // ioredis loads only in the scaled mode.
  const redis = env.REDIS_URL
    ? new (await import('ioredis')).Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 })
    : null;
  const ctx: AppContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    redis,
    clock: overrides.clock ?? systemClock,
    mode: env.DATABASE_URL && env.REDIS_URL ? 'scaled' : 'embedded',
    queue: await createJobQueue({ redisUrl: env.REDIS_URL, prefix: `${env.REDIS_KEY_PREFIX}jobs` }),
  };
  const app = await createHttpApp({
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT_BYTES,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    versions: { min: env.MIN_API_VERSION, latest: env.LATEST_API_VERSION },
  });
  registerHealthRoutes(app, ctx);
  logQueueEvents(ctx.queue, app.log);
  const changes = await createUserChanges(ctx.db, app.log);
  const auth = await createAuthDeps(ctx, app.log, changes);
  registerAuthenticate(app, auth.sessions);
  registerAuthRoutes(app, auth);
  await registerCaptchaRoutes(app, auth);
  registerWechatRoutes(app, auth);
  registerOutboxRoutes(app, auth);
  registerUserRoutes(app, createUserService(ctx, changes));
  if (await loadShippedSeed(ctx.db)) app.log.info('job center content loaded from the shipped seed');
  const jobs = createJobsService(ctx);
  registerJobsRoutes(app, jobs);
  const resumes = await registerMaterials(app, ctx);
  registerProfileRoutes(app, createProfileService(ctx));
  const goals = createGoalsService(ctx, jobs.content);
  registerGoalsRoutes(app, goals);
  registerCancellationRoutes(app, createCancellationService(ctx, changes, auth.sessions));
  registerCreditsRoutes(app, ctx);
  await registerBilling(app, ctx);
  registerVoucherRoutes(app, createVoucherService(ctx, changes));
  registerReferralRoutes(app, createReferralService(ctx, changes));
  const realtime = attachRealtime(app, ctx, auth.sessions);
  auth.sessions.onSignOut(signOutSockets(realtime.io));
  const providers = await createAiProviders(env, app.log);
  /** Tells a thread's screens it ended, then closes their sockets (the pipeline stops with the last one). */
  const endSession = async (thread: { id: string }, reason: SessionEvent['reason']) => {
    realtime.io.to(threadRoom(thread.id)).emit('session', { status: 'ended', reason } satisfies SessionEvent);
    realtime.io.in(threadRoom(thread.id)).disconnectSockets();
  };
  const charging = createLiveCharging(ctx, { onEnded: (thread) => endSession(thread, 'insufficient') });
  const grounding = { goals, resumes, bank: jobs };
  const live = createLiveService(ctx, providers, { charging, ended: endSession, sources: grounding });
  registerLiveRoutes(app, live);
  const leases = ctx.redis
    ? redisLeases(ctx.redis, { prefix: env.REDIS_KEY_PREFIX, onLost: (id) => void runtime.lost(id) })
    : localLeases();
  const runtime = createLiveRuntime({
    ctx,
    log: app.log,
    providers,
    leases,
    broadcast: (threadId, event) => realtime.io.to(threadRoom(threadId)).emit('live', event),
    materials: (thread) => threadMaterials(grounding, thread),
    bank: createBankSource(grounding),
  });
  realtime.threads.register(async (uid, threadId) => (await live.activeThread(uid, threadId)) !== null);
  registerLiveSockets(realtime.io, ctx, live, runtime, app.log);
  app.addHook('preClose', () => runtime.close());
  await app.ready();
  await scheduleErasure(ctx, app.log);
  return {
    app,
    ctx,
    realtime,
    async close() {
      await app.close();
      await ctx.queue.close();
      auth.sessions.close();
      await changes.close();
      redis?.disconnect();
      if (!overrides.database) await database.close();
    },
  };
}
