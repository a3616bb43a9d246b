import type { FastifySchemaCompiler } from 'fastify';
import { parseInput } from '@offerpilot/shared';
import type { z } from 'zod';

/** Marks a failure of the route's own schema, so the error handler names the field in the user's language. */
export class InputError extends Error {
  constructor(readonly issues: unknown[]) {
    super('invalid input');
  }
}

/**
 * Validates every body, query and params with the route's shared zod schema through the one door
 * (`parseInput`): the schema, then no control character outside a free-text field.
 */
export const inputValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const parsed = parseInput(schema, data);
    return parsed.success ? { value: parsed.data } : { error: new InputError(parsed.issues) };
  };
