import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { Queryable } from './db-types.ts';

const CHANNEL = 'op_user_changed';
const RETRY_MS = 1000;

/** A changed account's uid, or 'all' when changes may have been missed. */
export type UserChange = number | 'all';
type Emit = (change: UserChange) => void;

interface Listener {
  live: boolean;
  stop(): Promise<void>;
}

/** The accounts a transaction of a watched database announced, told to this process when it commits. */
const announcedIn = new WeakMap<object, Set<number>>();

/**
 * Announces that an account or its items changed. pg_notify is transactional: listeners hear it when the
 * transaction commits, in this process and in every other process on the same database. In a transaction of a
 * database `createUserChanges` watches, this process hears it at the commit itself (the notification comes a
 * moment later), so a request that follows at once never reads a stale cache.
 */
export async function announceUserChange(q: Queryable, uid: number): Promise<void> {
  await q.execute(sql`select pg_notify(${CHANNEL}, ${String(uid)})`);
  announcedIn.get(q)?.add(uid);
}

/** Makes `db.transaction` tell `emit` the accounts its transaction announced, once it has committed. */
function emitAtCommit(db: Db, emit: Emit): void {
  const begin = db.transaction.bind(db);
  db.transaction = (async (work: (tx: object) => Promise<unknown>, config?: unknown) => {
    const announced = new Set<number>();
    const result = await (begin as (w: typeof work, c?: unknown) => Promise<unknown>)((tx) => {
      announcedIn.set(tx, announced);
      return work(tx);
    }, config);
    announced.forEach(emit);
    return result;
  }) as Db['transaction'];
}

async function listenPglite(client: PGlite, emit: Emit): Promise<Listener> {
  const stop = await client.listen(CHANNEL, (payload) => emit(Number(payload)));
  return { live: true, stop: () => stop() };
}

/** node-postgres: one dedicated connection LISTENs; while it is lost the listener is not live and retries. */
async function listenPostgres(pool: pg.Pool, emit: Emit, log: FastifyBaseLogger): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  const listener: Listener = {
    live: false,
    async stop() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
  const retry = (): void => {
    if (closed) return;
    const again = () =>
      connect().catch((err: unknown) => (log.warn({ err }, 'user change listener'), retry()));
    setTimeout(again, RETRY_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (msg) => msg.channel === CHANNEL && emit(Number(msg.payload)));
    next.on('error', (err) => {
      log.warn({ err }, 'user change listener lost; reconnecting');
      listener.live = false;
      emit('all');
      void next.end().catch(() => undefined);
      retry();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
    listener.live = true;
  };
  await connect();
  return listener;
}

/** Hears account changes announced by any process and hands each to every subscriber. */
export async function createUserChanges(db: Db, log: FastifyBaseLogger) {
  const subscribers: Emit[] = [];
  const emit: Emit = (change) => subscribers.forEach((fn) => fn(change));
  emitAtCommit(db, emit);
  const client = (db as unknown as { $client: unknown }).$client;
  const listener =
    client instanceof PGlite
      ? await listenPglite(client, emit)
      : client instanceof pg.Pool
        ? await listenPostgres(client, emit, log)
        : null;
  return {
    /** False while changes cannot be heard: caches of accounts must not be trusted then. */
    isLive: (): boolean => listener?.live ?? false,
    /**
     * Tells this process's subscribers at once, after the announcing transaction committed: the database's
     * notification reaches them a moment later, and a request that follows at once must not see stale caches.
     */
    changedHere: (uid: number): void => emit(uid),
    /** Calls `fn` for every change. */
    subscribe(fn: Emit): void {
      subscribers.push(fn);
    },
    close: async (): Promise<void> => listener?.stop(),
  };
}
export type UserChanges = Awaited<ReturnType<typeof createUserChanges>>;
