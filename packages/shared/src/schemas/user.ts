import { z } from 'zod';
import { ACCOUNT_STATUSES, INIT_STEP_ALL, LANGS } from '../constants.ts';

/** result.userInfo of GET /api/user/info (SPEC.md section 3). */
export const userInfoSchema = z.object({
  uid: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  initStep: z.number().int(),
  avatar: z.string().nullable(),
  nickName: z.string().nullable(),
  lang: z.enum(LANGS),
  /** `cancelling`: locked until the cancellation is withdrawn or the account erased. */
  status: z.enum(ACCOUNT_STATUSES),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** result.userItem: what the user owns (PRODUCT.md section 4). */
export const userItemSchema = z.object({
  assistants: z.number().int(),
  credit: z.number().int(),
  mocks: z.number().int(),
  careers: z.number().int(),
  money: z.number().int(),
  vip: z.object({ level: z.number().int(), expire: z.string().nullable() }),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const userInfoResult = z.object({ userInfo: userInfoSchema, userItem: userItemSchema });
export type UserInfoResult = z.infer<typeof userInfoResult>;

/**
 * POST /api/user/updateMeta: any of language, nickname, avatar, and `initStep` bits to add (INIT_STEP: the
 * first-run checklist's steps done or its dismissal; bits already set stay set).
 */
export const updateMetaBody = z
  .object({
    lang: z.enum(LANGS).optional(),
    initStep: z.number().int().min(1).max(INIT_STEP_ALL).optional(),
    nickName: z.string().trim().min(1).max(32).optional(),
    avatar: z
      .url({ protocol: /^https?$/ })
      .max(1024)
      .optional(),
  })
  .strict();
export type UpdateMetaBody = z.infer<typeof updateMetaBody>;
