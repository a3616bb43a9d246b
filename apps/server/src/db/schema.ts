import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  uid: serial('uid').primaryKey(),
  email: text('email').unique(),
  phone: text('phone').unique(),
  wechatOpenId: text('wechat_open_id').unique(),
  wechatUnionId: text('wechat_union_id'),
  name: text('name'),
  age: smallint('age'),
  initStep: smallint('init_step').notNull().default(0),
  avatar: text('avatar'),
  nickName: text('nick_name'),
  lang: text('lang').notNull().default('zh'),
  inviterUid: integer('inviter_uid'),
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
});

/** Balances, kept in the same transaction as every ledger row that changes them. */
export const userItems = pgTable(
  'user_items',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    credit: integer('credit').notNull().default(0),
    mocks: integer('mocks').notNull().default(0),
    assistants: integer('assistants').notNull().default(0),
    careers: integer('careers').notNull().default(0),
    money: integer('money').notNull().default(0),
    vipLevel: smallint('vip_level').notNull().default(0),
    vipExpire: timestamp('vip_expire', { withTimezone: true }),
  },
  (t) => [
    check(
      'user_items_never_negative',
      sql`${t.credit} >= 0 and ${t.mocks} >= 0 and ${t.assistants} >= 0 and ${t.careers} >= 0 and ${t.money} >= 0`,
    ),
  ],
);

/** Append-only: one row per change of one item, applied once per idempotency key. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_idem_item').on(t.idempotencyKey, t.item),
    index('ledger_uid_created').on(t.uid, t.createdAt),
  ],
);

/** Sign-in codes, stored as hashes only. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_target').on(t.channel, t.target, t.createdAt)],
);

/** Sign-in sessions: the token's hash, a sliding expiry, and revocation. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_uid')
      .on(t.uid)
      .where(sql`revoked_at is null`),
  ],
);

/** Secrets shared by every server process (code hashes, WeChat state, captcha), made once on first use. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
