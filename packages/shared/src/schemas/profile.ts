import { z } from 'zod';

/** A free-text profile field: trimmed; an empty string clears it. */
const text = (max: number) => z.string().trim().max(max);

/**
 * PUT /api/user/profile: personal info (SPEC.md section 3: name, university, major) and the display
 * fields. Every field is optional: only the ones sent change, and an empty string clears one.
 */
export const profileBody = z
  .object({
    name: text(64).optional(),
    university: text(120).optional(),
    major: text(120).optional(),
    nickName: text(32).optional(),
    avatar: z.union([z.url({ protocol: /^https?$/ }).max(1024), z.literal('')]).optional(),
  })
  .strict();
export type ProfileBody = z.infer<typeof profileBody>;

/** GET and PUT /api/user/profile → the profile as stored; a field never set is null. */
export const profileSchema = z.object({
  name: z.string().nullable(),
  university: z.string().nullable(),
  major: z.string().nullable(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
