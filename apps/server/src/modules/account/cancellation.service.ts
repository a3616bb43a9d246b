import { CANCELLATION_WORKING_DAYS, type Cancellation } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { UserChanges } from '../../lib/user-changes.ts';
import { addWorkingDays } from '../../lib/working-days.ts';
import type { SessionService } from '../auth/session.service.ts';
import { lockAccount, setAccountStatus } from '../users/users.service.ts';
import {
  deleteCancellation,
  findCancellation,
  insertCancellation,
  type CancellationRow,
} from './cancellation.repo.ts';

/** The API shape of a pending cancellation. */
export function toCancellation(row: CancellationRow): Cancellation {
  return {
    status: 'pending',
    requestedAt: row.requestedAt.toISOString(),
    eraseAfter: row.eraseAfter.toISOString(),
  };
}

/**
 * Account cancellation (PRODUCT.md section 4): a request flags the account `cancelling` at once and sets
 * its erasure seven working days later; until then the user may still sign in, see it and withdraw it.
 * Every change locks the account row first, as the erasure job does, so the two never interleave. A request
 * tells the sessions that the account is locked, which closes its open sockets (they are refused from then on).
 */
export function createCancellationService(
  ctx: AppContext,
  changes: UserChanges,
  sessions: Pick<SessionService, 'accountLocked'>,
) {
  return {
    /** GET /api/account/cancellation. */
    async current(uid: number): Promise<Cancellation | null> {
      const row = await findCancellation(ctx.db, uid);
      return row ? toCancellation(row) : null;
    },

    /** POST /api/account/cancellation; asking again answers the pending request unchanged. */
    request: async (uid: number): Promise<Cancellation> => {
      const asked = await ctx.db.transaction(async (tx) => {
        if (!(await lockAccount(tx, uid))) throw new AppError('auth.required');
        const pending = await findCancellation(tx, uid);
        if (pending) return toCancellation(pending);
        const requestedAt = ctx.clock.now();
        const row = { uid, requestedAt, eraseAfter: addWorkingDays(requestedAt, CANCELLATION_WORKING_DAYS) };
        await insertCancellation(tx, row);
        await setAccountStatus(tx, uid, 'cancelling');
        return toCancellation(row);
      });
      changes.changedHere(uid);
      sessions.accountLocked(uid);
      return asked;
    },

    /** DELETE /api/account/cancellation: the account is active again; nothing pending changes nothing. */
    withdraw: async (uid: number): Promise<void> => {
      await ctx.db.transaction(async (tx) => {
        if (!(await lockAccount(tx, uid))) throw new AppError('auth.required');
        if (!(await deleteCancellation(tx, uid))) return;
        await setAccountStatus(tx, uid, 'active');
      });
      changes.changedHere(uid);
    },
  };
}
export type CancellationService = ReturnType<typeof createCancellationService>;
