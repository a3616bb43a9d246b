import type { Db } from '../db/client.ts';

/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;
