import { z } from 'zod';
import { PAIRING_CODE_LENGTH } from '../constants.ts';
import { threadSchema } from './live.ts';

/**
 * Pairing a phone with a live session (PRODUCT.md section 3): the main screen asks for a pairing, shows its
 * address as a QR code and its short code to type; the phone that opens it becomes a companion of that one
 * thread, reading its chat stream without signing in. A pairing is short-lived and used once.
 */

/** POST /api/live/threads/:id/pairings → a pairing for the main screen to show. */
export const pairingSchema = z.object({
  /** Goes in the QR code's address: `${origin}${COMPANION_PATH}#t=${token}`. */
  token: z.string(),
  code: z.string(),
  expiresAt: z.string(),
});
export type Pairing = z.infer<typeof pairingSchema>;

/** POST /api/companion/pair: the phone presents the token of the QR code or the typed short code. */
export const pairBody = z
  .object({
    token: z.string().min(16).max(128).optional(),
    code: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
      .pipe(z.string().length(PAIRING_CODE_LENGTH))
      .optional(),
    /** What the main screen calls this phone (its browser's description, cut short). */
    label: z.string().trim().max(80).optional(),
  })
  .strict()
  .refine((body) => (body.token === undefined) !== (body.code === undefined), {
    message: 'token or code',
    path: ['code'],
  });
export type PairBody = z.input<typeof pairBody>;

/** A phone paired with a thread, as the main screen lists it. */
export const companionSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type Companion = z.infer<typeof companionSchema>;

/**
 * POST /api/companion/pair → the phone's own credential (sent as `authorization` and as the socket
 * handshake's `token`), valid for this thread only, until it ends or the main screen unpairs the phone.
 * GET /api/companion answers the same without `token` (a reload of the companion page).
 */
export const companionSessionSchema = z.object({
  token: z.string().optional(),
  companion: companionSchema,
  thread: threadSchema,
});
export type CompanionSession = z.infer<typeof companionSessionSchema>;

export const companionIdParams = z.object({ id: z.uuid(), companionId: z.uuid() });
