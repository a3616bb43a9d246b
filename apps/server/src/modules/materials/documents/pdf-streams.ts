import { constants, inflateSync } from 'node:zlib';
import { DocumentError } from './document-error.ts';

const MB = 1024 * 1024;

/** How much the Flate streams of a PDF may inflate to, all together, before PDF.js is given the file. */
export interface PdfInflateLimits {
  /** Never more than this, whatever the file's size. */
  maxBytes: number;
  /** Nor more than this many times the file's size… */
  maxRatio: number;
  /** …except that any file may inflate this much (a one-page resume with embedded fonts). */
  floorBytes: number;
}
export const PDF_INFLATE_LIMITS: PdfInflateLimits = { maxBytes: 128 * MB, maxRatio: 50, floorBytes: 16 * MB };

/** How far back from `stream` its dictionary is looked for. */
const DICT_WINDOW = 4096;
const SKIPPED = /\/Subtype\s*\/Image\b|\/Type\s*\/EmbeddedFile\b/;
const LENGTH = /\/Length\s+(\d{1,10})\b/;
const REFERENCE_REST = /^\s+\d+\s+R\b/;

interface FlateStream {
  data: Uint8Array;
  /** Where the scan goes on from. */
  end: number;
}

const isEol = (byte: number | undefined) => byte === 0x0a || byte === 0x0d;

/** The data of the stream whose `stream` keyword stands at `at`, if its dictionary asks for FlateDecode. */
function streamAt(bytes: Buffer, at: number, from: number): FlateStream | null {
  let start = at + 'stream'.length;
  if (bytes[start] === 0x0d) start++;
  if (bytes[start] === 0x0a) start++;
  else if (!isEol(bytes[start - 1])) return null; // `streamfoo`: not the keyword
  const head = bytes.toString('latin1', Math.max(from, at - DICT_WINDOW), at);
  const dict = head.slice(head.lastIndexOf('obj') + 1);
  const endstream = bytes.indexOf('endstream', start);
  const end = endstream < 0 ? bytes.length : endstream;
  if (!dict.includes('/FlateDecode') || SKIPPED.test(dict)) return { data: new Uint8Array(0), end };
  // `/Length 1234`, not `/Length 12 0 R` (a reference to an object holding it).
  const length = LENGTH.exec(dict);
  const direct = length && !REFERENCE_REST.test(dict.slice(length.index + length[0].length));
  const declared = direct ? Number(length[1]) : -1;
  const size = declared >= 0 && start + declared <= end ? declared : end - start;
  return { data: bytes.subarray(start, start + size), end };
}

/** Every stream of a PDF that PDF.js may inflate to read text (images and attachments left out). */
function* flateStreams(bytes: Buffer): Generator<Uint8Array> {
  let from = 0;
  for (;;) {
    const at = bytes.indexOf('stream', from);
    if (at < 0) return;
    const isEnd = at >= 3 && bytes.toString('latin1', at - 3, at) === 'end';
    const stream = isEnd ? null : streamAt(bytes, at, from);
    if (stream) {
      if (stream.data.length > 0) yield stream.data;
      from = stream.end;
    } else from = at + 1;
  }
}

/** How many bytes one stream inflates to, counting no further than `limit` + 1. */
function inflatedSize(data: Uint8Array, limit: number): number {
  try {
    // A truncated or broken stream counts for what inflates of it, as PDF.js reads it.
    return inflateSync(data, { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (err) {
    if (err instanceof RangeError) return limit + 1;
    return 0;
  }
}

/**
 * Refuses a PDF whose compressed streams inflate past the limits (a 500 KB file that expands to 512 MB)
 * before PDF.js, which inflates in memory without a bound, reads it: DocumentError `tooMuchData`. Streams in
 * other encodings are left to the reader's process ceiling.
 */
export function checkPdfInflation(bytes: Buffer, limits: PdfInflateLimits = PDF_INFLATE_LIMITS): void {
  const budget = Math.min(limits.maxBytes, Math.max(limits.floorBytes, bytes.length * limits.maxRatio));
  let total = 0;
  for (const data of flateStreams(bytes)) {
    total += inflatedSize(data, budget - total);
    if (total > budget) throw new DocumentError('tooMuchData');
  }
}
