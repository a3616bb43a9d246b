import { z } from 'zod';
import { ERROR_STATUS, type ErrorKey } from '../errors.ts';

const errorKeys = Object.keys(ERROR_STATUS) as [ErrorKey, ...ErrorKey[]];

/** The response envelope around a result schema, for OpenAPI and typed clients. */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    result,
    error: z.enum(errorKeys).optional(),
  });
}

/** Any failure envelope. */
export const failureSchema = envelopeSchema(z.unknown());
