import { z } from 'zod';

/**
 * A pending account cancellation (PRODUCT.md section 4): the account is erased after `eraseAfter`, seven
 * working days after the request, unless the user withdraws it first.
 */
export const cancellationSchema = z.object({
  status: z.literal('pending'),
  requestedAt: z.string(),
  eraseAfter: z.string(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** GET /api/account/cancellation → the pending request or null; POST → the request; DELETE → null. */
export const cancellationResult = cancellationSchema.nullable();
