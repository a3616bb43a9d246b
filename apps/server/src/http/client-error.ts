import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, ERROR_STATUS, normalizeLang, type ErrorKey } from '@offerpilot/shared';
import { fail } from '../core/envelope.ts';

/** Node's own refusals of a request it could not parse, by its parser's error code. */
const KEY_BY_CODE: Record<string, ErrorKey> = {
  HPE_HEADER_OVERFLOW: 'request.headersTooLarge',
  ERR_HTTP_REQUEST_TIMEOUT: 'request.timeout',
};

/**
 * Answers a request that never reached Fastify (malformed, headers too large, too slow) with the envelope,
 * in the default language since no header could be read, and closes the connection.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const key = KEY_BY_CODE[err.code ?? ''] ?? 'request.malformed';
  const status = ERROR_STATUS[key];
  const body = JSON.stringify(fail(DEFAULT_LANG, status, key));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** A URL Fastify cannot decode (bad percent-encoding) or a malformed Content-Type: it never reaches a route. */
export function answerFrameworkError(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(fail(normalizeLang(request.headers.lang), 400, 'request.malformed'));
}
