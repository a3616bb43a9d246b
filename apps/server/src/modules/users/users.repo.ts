import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userItems, users } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type UserRow = typeof users.$inferSelect;
export type ItemsRow = typeof userItems.$inferSelect;

/** How a person signs in: one of these columns names their account. */
export type Identity = { email: string } | { phone: string } | { wechatOpenId: string };

const identityColumn = (identity: Identity) =>
  'email' in identity
    ? eq(users.email, identity.email)
    : 'phone' in identity
      ? eq(users.phone, identity.phone)
      : eq(users.wechatOpenId, identity.wechatOpenId);

/** The account an identity names, if any. */
export async function findUser(q: Queryable, identity: Identity): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(identityColumn(identity)).limit(1);
  return row;
}

/** Inserts an account; undefined when another request created the same identity first. */
export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** True when an account with this uid exists. */
export async function userExists(q: Queryable, uid: number): Promise<boolean> {
  const rows = await q.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).limit(1);
  return rows.length > 0;
}

/** Records who invited a new account. */
export async function setInviter(tx: Tx, uid: number, inviterUid: number): Promise<void> {
  await tx.update(users).set({ inviterUid }).where(eq(users.uid, uid));
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareUserWithItems>>();

function prepareUserWithItems(db: Db) {
  return db
    .select({ user: users, items: userItems })
    .from(users)
    .leftJoin(userItems, eq(userItems.uid, users.uid))
    .where(eq(users.uid, sql.placeholder('uid')))
    .prepare('user_with_items');
}

/** An account and its items in one query (the hot path of GET /api/user/info). */
export async function userWithItems(db: Db, uid: number) {
  let query = prepared.get(db);
  if (!query) {
    query = prepareUserWithItems(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ uid });
  return row;
}

/** Changes the editable profile fields and answers the account as it now is. */
export async function updateUser(
  q: Queryable,
  uid: number,
  patch: Partial<Pick<UserRow, 'lang' | 'nickName' | 'avatar' | 'name' | 'university' | 'major'>>,
): Promise<UserRow | undefined> {
  if (Object.keys(patch).length === 0) return findUserByUid(q, uid);
  const [row] = await q.update(users).set(patch).where(eq(users.uid, uid)).returning();
  return row;
}

/** Adds bits to the account's `initStep` (the first-run checklist); bits already set stay set. */
export async function addInitSteps(q: Queryable, uid: number, bits: number): Promise<UserRow | undefined> {
  const [row] = await q
    .update(users)
    .set({ initStep: sql`${users.initStep} | ${bits}` })
    .where(eq(users.uid, uid))
    .returning();
  return row;
}

/** The account with this uid, if any. */
export async function findUserByUid(q: Queryable, uid: number): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/** Locks the account row until the transaction ends (the first lock of any change of the account's state). */
export async function lockUser(tx: Tx, uid: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.uid, uid)).for('update');
  return row;
}

/** Sets an account's status: active, cancelling (erasure pending) or locked. */
export async function setUserStatus(tx: Tx, uid: number, status: string): Promise<void> {
  await tx.update(users).set({ status }).where(eq(users.uid, uid));
}
