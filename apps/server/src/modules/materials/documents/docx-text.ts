import type { Readable } from 'node:stream';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { DocumentError } from './document-error.ts';
import { documentXmlText } from './docx-xml.ts';

const MB = 1024 * 1024;
const BODY = 'word/document.xml';

/** How large word/document.xml may be, the only entry of a DOCX that is inflated. */
export const DOCX_BODY_LIMITS = {
  /** Larger is refused from the zip directory, before anything is inflated (a zip bomb, not a resume). */
  maxBytes: 20 * MB,
  /** XML inflates 5 to 30 times; a body claiming more than this… */
  maxRatio: 100,
  /** …and larger than this is refused too. */
  ratioFloorBytes: 1 * MB,
};
/** Real documents hold a few dozen entries; a zip with more is not read further. */
const MAX_ENTRIES = 5000;

async function findBody(zip: ZipFile): Promise<Entry | null> {
  let seen = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === BODY) return entry;
    if (++seen > MAX_ENTRIES) throw new DocumentError('unreadable');
  }
  return null;
}

/** What the body may inflate to: the size its directory entry declares, once that passes the limits. */
function allowedSize(body: Entry, limits = DOCX_BODY_LIMITS): number {
  if (body.isEncrypted()) throw new DocumentError('unreadable');
  const size = body.uncompressedSize;
  const ratio = size / Math.max(1, body.compressedSize);
  if (size > limits.maxBytes || (size > limits.ratioFloorBytes && ratio > limits.maxRatio))
    throw new DocumentError('tooMuchData');
  return size;
}

/**
 * Inflates a stream but never past `declared` bytes: an entry that inflates past what its directory declared
 * is a lying zip bomb (too much data), one that stops short is damaged (unreadable).
 */
async function inflateAtMost(stream: Readable, declared: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > declared) {
      stream.destroy();
      throw new DocumentError('tooMuchData');
    }
    chunks.push(chunk);
  }
  if (size < declared) throw new DocumentError('unreadable');
  return Buffer.concat(chunks, size);
}

const asDocumentError = (err: unknown) =>
  err instanceof DocumentError ? err : new DocumentError('unreadable', err);

/**
 * The text of a DOCX: a zip whose directory lists word/document.xml. A zip without it is not a DOCX; a
 * broken zip or an encrypted body is unreadable; a body past DOCX_BODY_LIMITS, declared or inflated, is too
 * much data. No other entry is inflated.
 */
export async function docxText(bytes: Buffer): Promise<string> {
  let zip: ZipFile;
  try {
    // Sizes are checked here (inflateAtMost), so that a lie is told apart from damage.
    zip = await fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: false,
      strictFileNames: false,
    });
  } catch (err) {
    throw new DocumentError('unreadable', err);
  }
  try {
    const body = await findBody(zip).catch((err: unknown) => {
      throw asDocumentError(err);
    });
    if (!body) throw new DocumentError('unsupportedType');
    const declared = allowedSize(body);
    const xml = await zip
      .openReadStreamPromise(body)
      .then((stream) => inflateAtMost(stream, declared))
      .catch((err: unknown) => {
        throw asDocumentError(err);
      });
    return documentXmlText(xml.toString('utf8'));
  } finally {
    zip.close();
  }
}
