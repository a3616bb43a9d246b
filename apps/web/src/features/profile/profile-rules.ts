import type { Profile, ProfileBody } from '@offerpilot/shared';

/** The profile form's fields, in the order the page shows them. */
export const PROFILE_FIELDS = ['nickName', 'avatar', 'name', 'university', 'major'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

/**
 * The rules of the shared profileBody schema, restated for the browser (the web bundle leaves zod out):
 * every field is optional and trimmed, an empty one clears it; the avatar is an http(s) address.
 */
export const PROFILE_MAX: Record<ProfileField, number> = {
  nickName: 32,
  avatar: 1024,
  name: 64,
  university: 120,
  major: 120,
};

export type ProfileProblem = { key: 'tooLong'; max: number } | { key: 'url' };

/** An http or https address with a host, as the server's URL check wants it. */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What is wrong with one field's value, or null; values are judged trimmed, as the server does. */
export function checkProfileField(field: ProfileField, value: string): ProfileProblem | null {
  const trimmed = value.trim();
  if (trimmed.length > PROFILE_MAX[field]) return { key: 'tooLong', max: PROFILE_MAX[field] };
  if (field === 'avatar' && trimmed && !isWebAddress(trimmed)) return { key: 'url' };
  return null;
}

export const profileToValues = (profile: Profile): ProfileValues => ({
  nickName: profile.nickName ?? '',
  avatar: profile.avatar ?? '',
  name: profile.name ?? '',
  university: profile.university ?? '',
  major: profile.major ?? '',
});

/** The body of PUT /api/user/profile: every field, trimmed; an empty one clears what was stored. */
export const valuesToProfileBody = (values: ProfileValues): ProfileBody => ({
  nickName: values.nickName.trim(),
  avatar: values.avatar.trim(),
  name: values.name.trim(),
  university: values.university.trim(),
  major: values.major.trim(),
});
