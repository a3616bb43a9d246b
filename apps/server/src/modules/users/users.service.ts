import {
  ACCOUNT_STATUSES,
  NEWCOMER_ITEMS,
  normalizeLang,
  type AccountStatus,
  type UserInfo,
  type UserItem,
} from '@offerpilot/shared';
import type { Queryable, Tx } from '../../lib/db-types.ts';
import { announceUserChange } from '../../lib/user-changes.ts';
import { grant, openItems } from '../credits/credits.service.ts';
import { rewardSignup } from '../referral/rewards.ts';
import {
  findUser,
  findUserByUid,
  insertUser,
  lockUser,
  setInviter,
  setUserStatus,
  type Identity,
  type ItemsRow,
  type UserRow,
} from './users.repo.ts';

export type { Identity } from './users.repo.ts';

/**
 * Locks the account row until the transaction ends, the first step of any change of its state (the erasure
 * job does the same); false when there is no such account.
 */
export async function lockAccount(tx: Tx, uid: number): Promise<boolean> {
  return (await lockUser(tx, uid)) !== undefined;
}

/** Sets an account's status (active, cancelling) in the caller's transaction; its caches hear of it at commit. */
export async function setAccountStatus(tx: Tx, uid: number, status: AccountStatus): Promise<void> {
  await setUserStatus(tx, uid, status);
  await announceUserChange(tx, uid);
}

/** The uid of the account that invited this one, or null. */
export async function inviterOf(q: Queryable, uid: number): Promise<number | null> {
  return (await findUserByUid(q, uid))?.inviterUid ?? null;
}

/** A stored status as the API names it; anything unknown reads as locked, the safe side. */
function toAccountStatus(status: string): AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(status) ? (status as AccountStatus) : 'locked';
}

/** result.userInfo as SPEC.md section 3 names it. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    uid: user.uid,
    email: user.email,
    phone: user.phone,
    name: user.name,
    age: user.age,
    initStep: user.initStep,
    avatar: user.avatar,
    nickName: user.nickName,
    lang: normalizeLang(user.lang),
    status: toAccountStatus(user.status),
  };
}

/** result.userItem; an account without a balance row owns nothing. */
export function toUserItem(items: ItemsRow | null): UserItem {
  return {
    assistants: items?.assistants ?? 0,
    credit: items?.credit ?? 0,
    mocks: items?.mocks ?? 0,
    careers: items?.careers ?? 0,
    money: items?.money ?? 0,
    vip: { level: items?.vipLevel ?? 0, expire: items?.vipExpire?.toISOString() ?? null },
  };
}

export interface NewUserProfile {
  nickName?: string | null;
  avatar?: string | null;
  wechatUnionId?: string | null;
  lang?: string;
}

/**
 * Finds the account of an identity or creates it inside `tx`: a new account gets its balance row, the
 * newcomer items of PRODUCT.md section 4, and its inviter when the referral rules accept the invitation
 * (the inviter then gets its sign-up reward).
 */
export async function findOrCreateUser(
  tx: Tx,
  identity: Identity,
  profile: NewUserProfile,
  inviterUid: number | null,
): Promise<{ user: UserRow; isNew: boolean }> {
  const existing = await findUser(tx, identity);
  if (existing) return { user: existing, isNew: false };
  const created = await insertUser(tx, { ...identity, ...profile });
  if (!created) {
    const raced = await findUser(tx, identity);
    if (!raced) throw new Error('account vanished while signing in');
    return { user: raced, isNew: false };
  }
  await openItems(tx, created.uid);
  await grant(tx, created.uid, { ...NEWCOMER_ITEMS }, 'newcomer', `newcomer:${created.uid}`);
  if (inviterUid && (await rewardSignup(tx, { inviterUid, friendUid: created.uid }))) {
    await setInviter(tx, created.uid, inviterUid);
    return { user: { ...created, inviterUid }, isNew: true };
  }
  return { user: created, isNew: true };
}
