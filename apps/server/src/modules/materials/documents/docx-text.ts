import type { Readable } from 'node:stream';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { DocumentError } from './document-error.ts';
import { documentXmlText } from './docx-xml.ts';

const BODY = 'word/document.xml';
/** word/document.xml larger than this is refused before it is inflated (a zip bomb, not a resume). */
export const DOCX_BODY_MAX_BYTES = 20 * 1024 * 1024;
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

/** Inflates a stream but never past `limit` bytes (yauzl also checks the size the directory declared). */
async function inflateAtMost(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      throw new DocumentError('unreadable');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The text of a DOCX: a zip whose directory lists word/document.xml. A zip without it is not a DOCX; a
 * broken zip, an encrypted body or a body over the cap (read from the directory) is unreadable.
 */
export async function docxText(bytes: Buffer): Promise<string> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (err) {
    throw new DocumentError('unreadable', err);
  }
  try {
    const body = await findBody(zip).catch((err: unknown) => {
      throw err instanceof DocumentError ? err : new DocumentError('unreadable', err);
    });
    if (!body) throw new DocumentError('unsupportedType');
    if (body.isEncrypted() || body.uncompressedSize > DOCX_BODY_MAX_BYTES)
      throw new DocumentError('unreadable');
    const xml = await zip
      .openReadStreamPromise(body)
      .then((stream) => inflateAtMost(stream, DOCX_BODY_MAX_BYTES))
      .catch((err: unknown) => {
        throw err instanceof DocumentError ? err : new DocumentError('unreadable', err);
      });
    return documentXmlText(xml.toString('utf8'));
  } finally {
    zip.close();
  }
}
