import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createHttpApp } from './http/app.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export interface ServerOverrides {
  database?: Database;
  clock?: Clock;
}

/** Wiring only: env -> db -> providers -> http -> realtime. `main.ts` listens; tests use it on port 0. */
export async function createServer(env: Env, overrides: ServerOverrides = {}): Promise<Server> {
  const database = overrides.database ?? (await openDatabase(env));
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  const ctx: AppContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    redis,
    clock: overrides.clock ?? systemClock,
    mode: env.DATABASE_URL && env.REDIS_URL ? 'scaled' : 'embedded',
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
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      redis?.disconnect();
      if (!overrides.database) await database.close();
    },
  };
}
