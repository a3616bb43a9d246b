import { z } from 'zod';

export const realtimeChannelSchema = z.enum(['chat', 'audio']);
export type RealtimeChannel = z.infer<typeof realtimeChannelSchema>;

/** Socket.IO handshake auth (PRODUCT.md section 3). */
export const handshakeAuthSchema = z.object({
  token: z.string().min(1),
  channel: realtimeChannelSchema,
  threadId: z.string().min(1).max(64).optional(),
  /** Language of refusal messages; the `lang` header is used when absent. */
  lang: z.string().max(8).optional(),
});
export type HandshakeAuth = z.infer<typeof handshakeAuthSchema>;
