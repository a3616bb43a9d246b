import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  jsonb,
  primaryKey,
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
  university: text('university'),
  major: text('major'),
  age: smallint('age'),
  initStep: smallint('init_step').notNull().default(0),
  avatar: text('avatar'),
  nickName: text('nick_name'),
  lang: text('lang').notNull().default('zh'),
  inviterUid: integer('inviter_uid'),
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
});

/** The owning user's uid: rows go with the user when the account is erased. */
const ownerUid = () => integer('uid').references(() => users.uid, { onDelete: 'cascade' });

/** Balances, kept in the same transaction as every ledger row that changes them. */
export const userItems = pgTable(
  'user_items',
  {
    uid: ownerUid().primaryKey(),
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
    uid: ownerUid().notNull(),
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
    uid: ownerUid().notNull(),
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

/** A text in both interface languages. */
export type Bilingual = { en: string; zh: string };
export type BilingualList = { en: string[]; zh: string[] };
export type Competency = { key: string; name: Bilingual; weight: number };

/** Job-center positions, loaded from the bilingual seed and the operator's imports. */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    field: text('field').notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    company: jsonb('company').$type<Bilingual>().notNull(),
    companyDetails: jsonb('company_details').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull(),
    requirements: jsonb('requirements').$type<BilingualList>().notNull(),
    competencies: jsonb('competencies').$type<Competency[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('positions_field').on(t.field)],
);

/** The question bank of a position; ids are stable (`<slug>-qNN`) so sessions can refer to them. */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: text('id').primaryKey(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    ord: smallint('ord').notNull(),
    kind: text('kind').notNull(),
    competency: text('competency').notNull(),
    text: jsonb('text').$type<Bilingual>().notNull(),
    keyPoints: jsonb('key_points').$type<BilingualList>().notNull(),
    frame: jsonb('frame').$type<{ type: string } & BilingualList>().notNull(),
  },
  (t) => [index('bank_questions_position').on(t.positionId, t.ord)],
);

/** Real activity that makes a position hot: one view per user and day. */
export const positionViews = pgTable(
  'position_views',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    uid: ownerUid().notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.uid, t.day] })],
);

/** Finished practice sessions of a position with their score (written by the interview modules). */
export const positionPractice = pgTable(
  'position_practice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    uid: ownerUid().notNull(),
    score: smallint('score').notNull(),
    passed: boolean('passed').notNull(),
    /** The session it records (one row per session however often its report is written); null for older rows. */
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('position_practice_position').on(t.positionId, t.createdAt),
    uniqueIndex('position_practice_session').on(t.sessionId),
    index('position_practice_user').on(t.uid, t.positionId, t.createdAt),
  ],
);

/** Which seed content is loaded (hash of the shipped files), so a start loads it only when it changed. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  loadedAt: createdAt(),
});

/** The facts read out of a resume (shape of `resumeFactsSchema` in the shared package). */
export type StoredResumeFacts = {
  education: { school: string; degree: string; major: string; start: string; end: string }[];
  experience: { company: string; title: string; start: string; end: string; achievements: string[] }[];
  projects: { name: string; description: string; achievements: string[] }[];
  skills: string[];
  lang: 'en' | 'zh';
};

/** Resumes of the Materials page: text (extracted or pasted) and its facts; one default per user. */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    uid: ownerUid().notNull(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    fileName: text('file_name'),
    mime: text('mime'),
    text: text('text').notNull(),
    facts: jsonb('facts').$type<StoredResumeFacts>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resumes_uid').on(t.uid, t.createdAt),
    uniqueIndex('resumes_one_default')
      .on(t.uid)
      .where(sql`is_default`),
    check('resumes_source', sql`${t.source} in ('file', 'text')`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** The user's accepted voice sample (one WAV sentence, SPEC.md section 5), kept as uploaded. */
export const voiceSamples = pgTable('voice_samples', {
  uid: ownerUid().primaryKey(),
  wav: bytea('wav').notNull(),
  durationMs: integer('duration_ms').notNull(),
  speechMs: integer('speech_ms').notNull(),
  createdAt: createdAt(),
});

/** Desired positions (goals) of a user; at most one is current, which the database enforces too. */
export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    uid: ownerUid().notNull(),
    positionName: text('position_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    companyProfile: text('company_profile').notNull().default(''),
    jobDescription: text('job_description').notNull(),
    requirements: text('requirements').notNull(),
    positionSlug: text('position_slug'),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goals_uid').on(t.uid, t.createdAt),
    uniqueIndex('goals_one_current')
      .on(t.uid)
      .where(sql`is_current`),
  ],
);

/** Pending account cancellations; the account is erased once `erase_after` has passed. */
export const accountCancellations = pgTable(
  'account_cancellations',
  {
    uid: ownerUid().primaryKey(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_cancellations_due').on(t.eraseAfter)],
);

/**
 * Sessions (PRODUCT.md section 3): one thread per live-assistant session, mock interview, MockMeeting or career
 * chat, told apart by `kind`. The goal and resume it grounds on are copied by id (null when deleted later);
 * `state` holds a kind's own progress as JSON; `active_at` is the last time the user did something in it (the
 * inactivity timer reads it).
 */
export const sessionThreads = pgTable(
  'session_threads',
  {
    id: text('id').primaryKey(),
    uid: ownerUid().notNull(),
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    pause: text('pause').notNull(),
    engine: text('engine').notNull(),
    status: text('status').notNull().default('active'),
    goalId: integer('goal_id'),
    resumeId: integer('resume_id'),
    state: jsonb('state'),
    createdAt: createdAt(),
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process (runtime instance) that numbers the thread's events now; only it may append. */
    runner: text('runner'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: `user`; `insufficient` when a charge found nothing to take; `inactive` after the idle prompt. */
    endReason: text('end_reason'),
  },
  (t) => [index('session_threads_uid').on(t.uid, t.createdAt)],
);

/**
 * Every event of a thread, append-only, in `seq` order (per thread, only growing): written before any screen
 * sees it, so what a screen showed survives a crash.
 */
export const sessionEvents = pgTable(
  'session_events',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => sessionThreads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.seq] })],
);

/**
 * A session's report (SPEC.md section 4), one per thread: `generating` while its queue job runs, then `ready`
 * (with `result`), `failed` (a retry may be asked) or `none` (too short to say anything).
 */
export const sessionReports = pgTable('session_reports', {
  threadId: text('thread_id')
    .primaryKey()
    .references(() => sessionThreads.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  result: jsonb('result'),
  error: text('error'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A pairing the main screen shows (QR code and short code) so that a phone can follow one thread: stored as
 * hashes, short-lived, used once.
 */
export const sessionPairings = pgTable(
  'session_pairings',
  {
    id: serial('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => sessionThreads.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('session_pairings_token').on(t.tokenHash),
    uniqueIndex('session_pairings_code').on(t.codeHash),
  ],
);

/**
 * A phone paired with a thread (a companion screen): its own credential (hashed), good for that thread's chat
 * stream only, until the thread ends or the main screen unpairs it.
 */
export const sessionCompanions = pgTable(
  'session_companions',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => sessionThreads.id, { onDelete: 'cascade' }),
    uid: ownerUid().notNull(),
    tokenHash: text('token_hash').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('session_companions_token').on(t.tokenHash),
    index('session_companions_thread').on(t.threadId),
  ],
);

/**
 * Recharge orders (PRODUCT.md section 4): `created → paid | expired | closed`. The price is the server's,
 * computed at creation (the invitee's first-purchase discount included); the grants are copied from the
 * package so that a later price-list change does not touch an order already made.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    uid: ownerUid().notNull(),
    packageId: text('package_id').notNull(),
    grants: jsonb('grants').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    listMinor: integer('list_minor').notNull(),
    discounted: boolean('discounted').notNull().default(false),
    status: text('status').notNull().default('created'),
    method: text('method').notNull(),
    /** The vendor's reference of the current payment (a Stripe session id), and how to pay it. */
    providerRef: text('provider_ref'),
    paymentKind: text('payment_kind'),
    paymentUrl: text('payment_url'),
    providerTxnId: text('provider_txn_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_uid_created').on(t.uid, t.createdAt),
    index('orders_open')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'created'`),
  ],
);

/** Every payment callback received, valid or not: the audit trail of money coming in. */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    orderId: text('order_id'),
    /** paid | closed | failed | ignored, or `rejected` when the signature did not hold. */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    amountMinor: integer('amount_minor'),
    providerTxnId: text('provider_txn_id'),
    remoteAddr: text('remote_addr'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notices_order').on(t.orderId)],
);

/** Gift codes, stored as hashes; minted in batches by the operator command. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    batch: text('batch').notNull(),
    grants: jsonb('grants').notNull(),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vouchers_batch').on(t.batch),
    check('vouchers_use_limit', sql`${t.used} >= 0 and ${t.used} <= ${t.maxUses}`),
  ],
);

/** Who redeemed which code: one user redeems a code once. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    uid: ownerUid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.uid] })],
);

/**
 * The referral programme's records of an inviter (SPEC.md section 3): a friend's sign-up, a friend's paid
 * recharge (credits and cashback), a withdrawal of cashback (requested, then settled or rejected by support).
 */
export const referralRecords = pgTable(
  'referral_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: ownerUid().notNull(),
    kind: text('kind').notNull(),
    /** The friend (register, recharge); kept as null when the friend's account is erased. */
    friendUid: integer('friend_uid').references(() => users.uid, { onDelete: 'set null' }),
    orderId: text('order_id'),
    credit: integer('credit').notNull().default(0),
    money: integer('money').notNull().default(0),
    status: text('status'),
    account: text('account'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('referral_records_uid').on(t.uid, t.createdAt),
    uniqueIndex('referral_records_recharge')
      .on(t.orderId)
      .where(sql`${t.kind} = 'recharge'`),
    uniqueIndex('referral_records_register')
      .on(t.friendUid)
      .where(sql`${t.kind} = 'register'`),
  ],
);
