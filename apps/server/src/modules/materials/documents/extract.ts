import { DocumentError } from './document-error.ts';
import { docxText } from './docx-text.ts';
import { pdfText } from './pdf-text.ts';
import { cleanFreeText } from '@offerpilot/shared';
import { plainText } from './plain-text.ts';

export type DocumentKind = 'pdf' | 'docx' | 'txt';

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** `%PDF-` within the first KiB, as PDF readers accept it. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');
/** A zip: a local file header, or the end record of an empty archive. */
const isZip = (bytes: Buffer) =>
  startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);

/**
 * Extracted text made uniform and storable: LF line ends, no control characters (a PDF may yield NUL), no
 * zero-width or non-breaking oddities, no trailing blanks. Every step is one linear pass.
 */
export function normalizeText(text: string): string {
  return cleanFreeText(text.replace(/\r\n?/g, '\n'))
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/\u3000/g, '  ')
    .replace(/(?<![ \t])[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Reads a resume file by its content, never its name: PDF, DOCX (a zip with word/document.xml) or plain
 * text. Throws DocumentError: unsupportedType, unreadable, or empty when no text comes out.
 */
export async function extractDocument(bytes: Buffer): Promise<{ kind: DocumentKind; text: string }> {
  if (bytes.length === 0) throw new DocumentError('empty');
  let kind: DocumentKind;
  let raw: string;
  if (isPdf(bytes)) [kind, raw] = ['pdf', await pdfText(bytes)];
  else if (isZip(bytes)) [kind, raw] = ['docx', await docxText(bytes)];
  else {
    const text = plainText(bytes);
    if (text === null) throw new DocumentError('unsupportedType');
    [kind, raw] = ['txt', text];
  }
  const text = normalizeText(raw);
  if (!text) throw new DocumentError('empty');
  return { kind, text };
}
