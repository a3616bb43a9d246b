import type { Redis } from 'ioredis';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import type { JobQueue } from './lib/queue/index.ts';

/** Where the process is in its life: `draining` from the moment it was asked to stop (SIGTERM). */
export interface Lifecycle {
  draining: boolean;
}

/** What the entry layer hands to module services: configuration, data, time, the optional Redis, background jobs. */
export interface AppContext {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  redis: Redis | null;
  clock: Clock;
  mode: 'embedded' | 'scaled';
  /** Background jobs: BullMQ on the Redis when there is one, else in this process. */
  queue: JobQueue;
  lifecycle: Lifecycle;
}
