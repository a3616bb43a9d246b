import { z } from 'zod';
import { CODE_LENGTH } from '../constants.ts';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** Mobile numbers: digits with an optional leading +, 7 to 15 digits (E.164 length). */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{7,15}$/);

export const signInChannelSchema = z.enum(['email', 'phone']);
export type SignInChannel = z.infer<typeof signInChannelSchema>;

const agree = z.boolean();

/** POST /api/auth/code: ask for a sign-in code. `agree` must be true (checked by the service). */
export const requestCodeBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), target: emailSchema, agree }),
  z.object({ channel: z.literal('phone'), target: phoneSchema, agree }),
]);
export type RequestCodeBody = z.infer<typeof requestCodeBody>;

export const requestCodeResult = z.object({
  /** Seconds before the same target may ask again. */
  countdown: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type RequestCodeResult = z.infer<typeof requestCodeResult>;

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${CODE_LENGTH}}$`));

/** POST /api/auth/verify: trade a code for a token. */
export const verifyCodeBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), target: emailSchema, code: codeSchema, agree }),
  z.object({ channel: z.literal('phone'), target: phoneSchema, code: codeSchema, agree }),
]);
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;

export const tokenResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  isNew: z.boolean(),
});
export type TokenResult = z.infer<typeof tokenResult>;

/** GET /api/auth/options: what the sign-in page may offer. */
export const authOptionsResult = z.object({
  wechat: z.object({ enabled: z.boolean() }),
  outbox: z.boolean(),
});
export type AuthOptionsResult = z.infer<typeof authOptionsResult>;

/** The 403 `auth.captchaRequired` answer carries the captcha page to show (SPEC.md section 4). */
export const captchaRequiredResult = z.object({ captchaHtml: z.string() });
export type CaptchaRequiredResult = z.infer<typeof captchaRequiredResult>;

/** POST /api/auth/captcha/verify: the captcha page's form (urlencoded), `altcha` is the widget's payload. */
export const captchaVerifyBody = z.object({
  altcha: z.string().min(1).max(8192),
  channel: signInChannelSchema,
  target: z.string().trim().toLowerCase().min(1).max(254),
});
export type CaptchaVerifyBody = z.infer<typeof captchaVerifyBody>;

/** Query of the captcha, outbox and WeChat pages: the page language (browsers send no `lang` header). */
export const pageQuery = z.object({ lang: z.string().max(8).optional() });

/** GET /api/auth/wechat/start: the referrer travels inside the signed state. */
export const wechatStartQuery = pageQuery.extend({
  inviteruid: z.coerce.number().int().positive().optional(),
});

/** GET /api/auth/wechat/callback: what WeChat appends to the redirect address. */
export const wechatCallbackQuery = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(1024).optional(),
});

/** POST /api/auth/logout answers with no payload. */
export const logoutResult = z.null();
