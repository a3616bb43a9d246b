import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { translate, validate, type Lang } from '@offerpilot/shared';
import type { z } from 'zod';
import { fail } from '../core/envelope.ts';
import { AppError } from '../core/errors.ts';
import { InputError } from './validator.ts';

type Part = 'body' | 'querystring' | 'params' | 'headers';

/**
 * The field and message of invalid input in `lang` (the route's schema run again through the validation
 * door), or null when the error is not the route's input failing its schema.
 */
export function invalidInput(
  error: unknown,
  request: FastifyRequest,
  lang: Lang,
): { field: string; message: string } | null {
  if (!(error instanceof InputError)) return null;
  const part = ((error as { validationContext?: Part }).validationContext ?? 'body') as Part;
  const schema = request.routeOptions.schema?.[part] as z.ZodType | undefined;
  const data = part === 'querystring' ? request.query : request[part];
  const checked = schema ? validate(schema, data, lang) : null;
  if (checked && !checked.ok) return { field: checked.field, message: checked.message };
  return { field: part, message: translate(lang, 'validation.invalid', { field: part, reason: '' }) };
}

/**
 * Every failure leaves as the envelope in the request's language: known errors with their key, invalid
 * input naming its field, oversized bodies as 413, anything else as a 500 without a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.code(error.status).send(fail(lang, error.status, error.key, error.params, error.result));
    }
    const invalid = invalidInput(error, request, lang);
    if (invalid) {
      return reply.code(400).send({
        ...fail(lang, 400, 'validation.invalid'),
        message: invalid.message,
        result: { field: invalid.field },
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send(fail(lang, 413, 'body.tooLarge'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, empty body: the client's input, never a 500.
      const key = error.statusCode === 415 ? 'body.unsupportedType' : 'body.malformed';
      return reply
        .code(error.statusCode === 415 ? 415 : 400)
        .send(fail(lang, error.statusCode === 415 ? 415 : 400, key));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(lang, 500, 'system.error'));
  });
}
