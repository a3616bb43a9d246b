import type { Redis } from 'ioredis';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';

/** What the entry layer hands to module services: configuration, data, time and the optional Redis. */
export interface AppContext {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  redis: Redis | null;
  clock: Clock;
  mode: 'embedded' | 'scaled';
}
