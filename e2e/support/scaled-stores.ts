// The scaled mode's stores for a test of its own: a database created for it on the machine's PostgreSQL, and
// Redis (keys apart under a prefix the test chooses).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface OwnDatabase {
  /** Give this to the servers as DATABASE_URL. */
  url: string;
  /** Removes the database, whoever is still connected to it. */
  drop(): Promise<void>;
}

/** A new empty database named `<prefix>_<random>` (the servers migrate it at their start). */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await client.end();
    },
  };
}
