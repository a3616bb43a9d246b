import { displayName } from '@offerpilot/shared';

type Named = Parameters<typeof displayName>[0];

/** The most stars a masked phone or email shows: "tou****com", not a row of stars as long as the address. */
const MASK_STARS = 4;

/**
 * The user's name as the shell and the home page show it: the nickname, else the masked phone, else the
 * masked email (first 3 and last 3 characters, SPEC.md section 2), its stars cut to four so that it fits a
 * line on a phone and says nothing about the address's length.
 */
export function shownName(user: Named): string {
  const name = displayName(user);
  return user.nickName ? name : name.replace(/\*{5,}/g, '*'.repeat(MASK_STARS));
}
