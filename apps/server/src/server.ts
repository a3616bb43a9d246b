import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createHttpApp } from './http/app.ts';
import { registerDraining } from './http/draining.ts';
import { registerMetricsRoute, registerRequestMetrics, startMetricsServer } from './http/metrics.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { setGaugeSources } from './lib/metrics.ts';
import { serveOps } from './lib/ops-socket.ts';
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
import { attachRealtime, signOutSockets, unpairSockets, type Realtime } from './realtime/index.ts';
import { registerSessionSockets, type SessionSockets } from './realtime/sessions.ts';
import { createBankSource, threadMaterials } from './modules/live/live-grounding.ts';
import { liveKind } from './modules/live/live-kind.ts';
import { registerLiveRoutes } from './modules/live/live.routes.ts';
import { createLiveService } from './modules/live/live.service.ts';
import { createLiveCharging } from './modules/live/live-charge.ts';
import { registerCompanionRoutes } from './modules/live/companions.routes.ts';
import { createCompanions, type Companions } from './modules/live/companions.service.ts';
import { localLeases, redisLeases } from './modules/sessions/session-leases.ts';
import { createKindRegistry, createSessionRuntime } from './modules/sessions/session-runtime.ts';
import { createSessionTimers } from './modules/sessions/session-timers.ts';
import { createSessionReports } from './modules/sessions/session-reports.ts';
import { buildLiveReview } from './modules/live/live-review.ts';
import { createSessionThreads } from './modules/sessions/sessions.service.ts';
import { createMockLimits } from './modules/mock/mock-limit.ts';
import { mockKind } from './modules/mock/mock-kind.ts';
import { registerMockRoutes } from './modules/mock/mock.routes.ts';
import { createMockService } from './modules/mock/mock.service.ts';
import { careerKind } from './modules/career/career-kind.ts';
import { jobCenterPositions } from './modules/career/career-positions.ts';
import { registerCareerRoutes } from './modules/career/career.routes.ts';
import { createCareerService } from './modules/career/career.service.ts';
import { createAiProviders } from './providers/ai-providers.ts';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  /** The port of METRICS_PORT's server (its own when that was 0), or null without one. */
  metricsPort: number | null;
  /**
   * The graceful stop of SIGTERM: readiness says 503 and nothing new is taken; every socket's connection is
   * closed so its screen reconnects elsewhere; runners stop once their events are stored and leases are given
   * up; the queue's workers finish their running jobs (waiting ones stay for the other processes); then `close`.
   */
  shutdown(): Promise<void>;
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
    lifecycle: { draining: false },
  };
  const app = await createHttpApp({
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT_BYTES,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    updatesDir: env.UPDATES_DIR,
    updateHost: env.UPDATE_HOST,
    versions: { min: env.MIN_API_VERSION, latest: env.LATEST_API_VERSION },
  });
  registerHealthRoutes(app, ctx);
  registerDraining(app, () => ctx.lifecycle.draining);
  registerRequestMetrics(app);
  registerMetricsRoute(app, env.METRICS_TOKEN);
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
  // Paired phones' credentials are checked by the live module, which is made after the sockets.
  let companions: Companions | null = null;
  const realtime = attachRealtime(app, ctx, {
    sessions: auth.sessions,
    companions: { check: async (token) => (companions ? companions.check(token) : null) },
  });
  auth.sessions.onSignOut(signOutSockets(realtime.io));
  const providers = await createAiProviders(env, app.log);
  // The sessions layer (PRODUCT.md section 3): threads of every kind, their runners, sockets and timers.
  const kinds = createKindRegistry();
  let sockets: SessionSockets | null = null;
  const threads = createSessionThreads(ctx, {
    kinds,
    ended: async (thread, reason) => {
      sockets?.notify(thread.id, { status: 'ended', reason });
      await runtime.stop(thread.id);
      await reports.ended(thread);
    },
  });
  const reports = createSessionReports(ctx, { kinds, threads, log: app.log });
  const leases = ctx.redis
    ? redisLeases(ctx.redis, { prefix: env.REDIS_KEY_PREFIX, onLost: (id) => void runtime.stop(id) })
    : localLeases();
  const runtime = createSessionRuntime({
    ctx,
    log: app.log,
    kinds,
    leases,
    broadcast: (threadId, event) => sockets?.broadcast(threadId, event),
  });
  sockets = registerSessionSockets(realtime.io, ctx, {
    threads,
    kinds,
    runtime,
    holder: (threadId) => leases.holder(threadId),
    log: app.log,
  });
  const timers = createSessionTimers(ctx, {
    kinds,
    threads,
    notify: (threadId, state) => sockets?.notify(threadId, state),
  });
  realtime.threads.register(async (uid, threadId) => (await threads.activeThread(uid, threadId)) !== null);
  app.addHook('preClose', () => runtime.close());

  // The live assistant, the sessions layer's first kind.
  const charging = createLiveCharging(ctx, threads, (threadId, state) => sockets?.notify(threadId, state));
  const grounding = { goals, resumes, bank: jobs };
  const bankIndex = createBankSource(grounding);
  kinds.register(
    liveKind({
      log: app.log,
      providers,
      materials: (thread) => threadMaterials(grounding, thread),
      bank: bankIndex,
      recoverCharge: (thread) => charging.schedule(thread),
      review: async (thread, record) =>
        buildLiveReview(thread, record, {
          bank: await bankIndex(),
          position: (slug, lang) => jobs.positionNames(slug, lang),
          goalSlug: (await threadMaterials(grounding, thread)).positionSlug,
          now: ctx.clock.now(),
        }),
    }),
  );
  const live = createLiveService(ctx, providers, { threads, timers, charging, reports, sources: grounding });
  registerLiveRoutes(app, live);
  // Mock interviews (issue 15), the layer's second kind: the same bank, goals and resumes.
  const mockSources = { goals, resumes, jobs, bank: bankIndex };
  const mockLimits = createMockLimits(ctx, threads);
  kinds.register(
    mockKind({
      log: app.log,
      providers,
      sources: mockSources,
      limits: mockLimits,
      complete: async (threadId) => void (await threads.endById(threadId, 'completed')),
      now: () => ctx.clock.now(),
    }),
  );
  const mock = createMockService(ctx, providers, {
    threads,
    reports,
    limits: mockLimits,
    sources: mockSources,
    log: app.log,
  });
  registerMockRoutes(app, mock, async (token) =>
    token ? ((await auth.sessions.check(token))?.uid ?? null) : null,
  );
  // The career guide (issue 16), the layer's third kind: suggestions from the job center's positions.
  kinds.register(
    careerKind({
      log: app.log,
      llm: providers.llm,
      positions: jobCenterPositions(jobs),
      complete: async (threadId) => void (await threads.endById(threadId, 'completed')),
      now: () => ctx.clock.now(),
    }),
  );
  const engine = providers.llm ? 'llm' : 'offline';
  registerCareerRoutes(app, createCareerService(ctx, { threads, reports, engine }));
  companions = createCompanions(ctx, { threads, describe: live.describe });
  companions.onUnpair(unpairSockets(realtime.io));
  registerCompanionRoutes(app, companions);
  await app.ready();
  await scheduleErasure(ctx, app.log);
  await timers.recover();
  await reports.recover();
  const unsetGauges = setGaugeSources({ openSessions: threads.openByKind, queueJobs: ctx.queue.counts });
  const metricsServer =
    env.METRICS_PORT === undefined ? null : await startMetricsServer(env.METRICS_PORT, env.METRICS_HOST);
  // `npm run backup` reaches the embedded database through the data folder's socket (lib/ops-socket.ts).
  const ops = database.dump ? await serveOps(env.DATA_DIR, database.dump, app.log) : null;
  async function close(): Promise<void> {
    unsetGauges();
    metricsServer?.close();
    ops?.close();
    await app.close();
    await ctx.queue.close();
    auth.sessions.close();
    await changes.close();
    redis?.disconnect();
    if (!overrides.database) await database.close();
  }
  return {
    app,
    ctx,
    realtime,
    metricsPort: (metricsServer?.address() as AddressInfo | null)?.port ?? null,
    async shutdown() {
      const started = Date.now();
      ctx.lifecycle.draining = true;
      realtime.closeConnections();
      await sockets?.closed();
      await runtime.drain();
      app.log.info({ ms: Date.now() - started }, 'sessions handed over');
      await ctx.queue.close();
      await close();
      app.log.info({ ms: Date.now() - started }, 'shut down');
    },
    close,
  };
}
