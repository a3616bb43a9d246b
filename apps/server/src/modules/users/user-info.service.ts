import { envelopeSchema, userInfoResult, type UpdateMetaBody, type UserInfo } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { announceUserChange, type UserChanges } from '../../lib/user-changes.ts';
import { addInitSteps, updateUser, userWithItems } from './users.repo.ts';
import { toUserInfo, toUserItem } from './users.service.ts';

const infoEnvelope = envelopeSchema(userInfoResult);

/**
 * The account reads of the API. GET /api/user/info answers from a small in-process cache (USER_CACHE_SECONDS)
 * that every committed change of the account clears at once, in every process (see lib/user-changes.ts):
 * a PGlite query takes about 0.2 ms, too slow for the hottest route. The cache holds the answer already
 * checked against the shared schema and serialised, so a hit costs neither.
 */
export function createUserService(ctx: AppContext, changes: UserChanges) {
  const cache = new TtlCache<string>(ctx.env.USER_CACHE_SECONDS * 1000, ctx.env.SESSION_CACHE_SIZE);
  changes.subscribe((change) => (change === 'all' ? cache.clear() : cache.delete(String(change))));

  /** The cached answer of GET /api/user/info, when there is one (no promise on the hot path). */
  const cachedInfoJson = (uid: number): string | undefined =>
    changes.isLive() ? cache.get(String(uid), ctx.clock.now().getTime()) : undefined;

  return {
    cachedInfoJson,

    /** GET /api/user/info: the envelope of the account and what it owns, as JSON text. */
    async infoJson(uid: number): Promise<string> {
      const cached = cachedInfoJson(uid);
      if (cached) return cached;
      const now = ctx.clock.now().getTime();
      const generation = cache.generation;
      const row = await userWithItems(ctx.db, uid);
      if (!row) throw new AppError('auth.required');
      const envelope = infoEnvelope.parse(
        ok({ userInfo: toUserInfo(row.user), userItem: toUserItem(row.items) }),
      );
      const json = JSON.stringify(envelope);
      if (changes.isLive()) cache.set(String(uid), json, now, generation);
      return json;
    },

    /** POST /api/user/updateMeta: language, nickname, avatar or first-run steps; answers the new userInfo. */
    async updateMeta(uid: number, { initStep, ...patch }: UpdateMetaBody): Promise<UserInfo> {
      const user = await ctx.db.transaction(async (tx) => {
        let updated = await updateUser(tx, uid, patch);
        if (updated && initStep) updated = await addInitSteps(tx, uid, initStep);
        await announceUserChange(tx, uid);
        return updated;
      });
      if (!user) throw new AppError('auth.required');
      return toUserInfo(user);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
