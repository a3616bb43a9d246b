import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * One page of a list query (`$dynamic()`, already ordered), `size` rows from page 1, and how many rows the
 * whole list has (a count under the same filter), read at once.
 */
export async function pageOf<T extends PgSelect>(
  query: T,
  total: PromiseLike<number>,
  page: number,
  size: number,
): Promise<{ rows: Awaited<T>; total: number }> {
  const [rows, n] = await Promise.all([query.limit(size).offset((page - 1) * size), total]);
  return { rows: rows as Awaited<T>, total: n };
}
