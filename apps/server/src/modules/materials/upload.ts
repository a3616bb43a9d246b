import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MATERIAL_UPLOADS_PER_HOUR } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { createLimiterFactory, take } from '../../lib/limiter.ts';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/** A broken multipart body is the client's fault: its own 400, never a 500. */
function unreadable(err: unknown): Error {
  if (err instanceof AppError) return err;
  const status = typeof err === 'object' && err !== null && 'statusCode' in err ? err.statusCode : 0;
  return typeof status === 'number' && status >= 400 && status < 500
    ? (err as Error)
    : new AppError('materials.uploadMalformed');
}

/** Busboy stops the file at the limit, drains the rest of the body and marks the file truncated. */
async function readAtMost(part: MultipartFile, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return part.file.truncated || size > maxBytes ? null : Buffer.concat(chunks, size);
}

/**
 * The one file of a multipart upload, in field `file`, kept in memory up to `maxBytes` and no further: a
 * declared length over the limit is refused before reading; a longer file is cut there, the rest drained.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName?: string; bytes: Buffer }> {
  const tooLarge = new AppError('materials.tooLarge', { maxMb: Math.round(maxBytes / 1024 / 1024) });
  if (!request.isMultipart()) throw new AppError('body.unsupportedType');
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + ENVELOPE_BYTES) throw tooLarge;
  try {
    const part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });
    if (!part || part.fieldname !== 'file') throw new AppError('materials.fileMissing');
    const bytes = await readAtMost(part, maxBytes);
    if (!bytes) throw tooLarge;
    return { fileName: part.filename, bytes };
  } catch (err) {
    throw unreadable(err);
  }
}

/** Counts a user's upload; 429 with Retry-After past the hourly allowance (shared across processes). */
export type AdmitUpload = (uid: number) => Promise<void>;

/** The hourly upload allowance of each user, in Redis when scaled. */
export function uploadAllowance(ctx: AppContext): AdmitUpload {
  const limiter = createLimiterFactory(
    ctx.redis,
    ctx.env.REDIS_KEY_PREFIX,
  )({
    name: 'materials-upload',
    points: MATERIAL_UPLOADS_PER_HOUR,
    seconds: 3600,
  });
  return async (uid) => {
    const wait = await take(limiter, String(uid));
    if (wait !== null) throw rateLimited(wait);
  };
}
