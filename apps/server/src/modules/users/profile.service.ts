import type { Profile, ProfileBody } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { announceUserChange } from '../../lib/user-changes.ts';
import { findUserByUid, updateUser, type UserRow } from './users.repo.ts';

/** The profile fields of an account. */
export function toProfile(user: UserRow): Profile {
  return {
    name: user.name,
    university: user.university,
    major: user.major,
    nickName: user.nickName,
    avatar: user.avatar,
  };
}

/** The columns a profile update sets: only the fields sent; an empty string clears one. */
function toPatch(body: ProfileBody): Partial<Profile> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === '' ? null : value]),
  );
}

/** Personal info (name, university, major) and display fields of the signed-in user. */
export function createProfileService(ctx: AppContext) {
  return {
    /** GET /api/user/profile. */
    async get(uid: number): Promise<Profile> {
      const user = await findUserByUid(ctx.db, uid);
      if (!user) throw new AppError('auth.required');
      return toProfile(user);
    },

    /** PUT /api/user/profile; cached user info everywhere refreshes when it commits. */
    async update(uid: number, body: ProfileBody): Promise<Profile> {
      const user = await ctx.db.transaction(async (tx) => {
        const updated = await updateUser(tx, uid, toPatch(body));
        await announceUserChange(tx, uid);
        return updated;
      });
      if (!user) throw new AppError('auth.required');
      return toProfile(user);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
