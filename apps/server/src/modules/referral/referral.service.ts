import {
  maskEmail,
  maskPhone,
  type Paged,
  type ReferralRecord,
  type ReferralSummary,
  type WithdrawalBody,
} from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import type { UserChanges } from '../../lib/user-changes.ts';
import { recordsPage, referralTotals, type ReferralRow } from './referral.repo.ts';
import { requestWithdrawal } from './withdrawals.ts';

/** How an inviter sees a friend: masked phone, else masked email, else the nickname; null once erased. */
function friendLabel(friend: { phone: string | null; email: string | null; nickName: string | null }) {
  if (friend.phone) return maskPhone(friend.phone);
  if (friend.email) return maskEmail(friend.email);
  return friend.nickName;
}

const STATUSES = ['requested', 'settled', 'rejected'] as const;

/** A stored record as GET /api/referral/records shows it. */
export function toReferralRecord(row: ReferralRow, friend: string | null): ReferralRecord {
  const status = STATUSES.find((s) => s === row.status) ?? null;
  const kind = row.kind === 'register' || row.kind === 'recharge' ? row.kind : 'withdrawal';
  return {
    id: row.id,
    kind,
    friend,
    credit: row.credit,
    money: row.money,
    status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The referral page of the signed-in user (/Dashboard/Referral): figures, records, withdrawal requests. */
export function createReferralService(ctx: AppContext, changes: UserChanges) {
  return {
    /** GET /api/referral. */
    async summary(uid: number): Promise<ReferralSummary> {
      return { uid, ...(await referralTotals(ctx.db, uid)) };
    },

    /** GET /api/referral/records: newest first. */
    async records(uid: number, page: number, size: number): Promise<Paged<ReferralRecord>> {
      const { rows, total } = await recordsPage(ctx.db, uid, page, size);
      const items = rows.map(({ record, ...friend }) => toReferralRecord(record, friendLabel(friend)));
      return { items, total, page, size };
    },

    /** POST /api/referral/withdrawals: the amount leaves `money` now; support pays it out later. */
    async withdraw(uid: number, body: WithdrawalBody): Promise<ReferralRecord> {
      const now = ctx.clock.now();
      const row = await ctx.db.transaction((tx) => requestWithdrawal(tx, uid, { ...body, now }));
      changes.changedHere(uid);
      return toReferralRecord(row, null);
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
