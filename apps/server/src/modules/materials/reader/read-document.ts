import { DocumentError } from '../documents/document-error.ts';
import { extractDocument } from '../documents/extract.ts';
import { cleanFreeText } from '@offerpilot/shared';
import { parseResumeFacts } from '../facts/parse-facts.ts';
import type { FileReading, TextReading } from './protocol.ts';

/** Text cut to the stored limit at a line end, so that the user can save it back unchanged. */
export function fitText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lineEnd = cut.lastIndexOf('\n');
  return (lineEnd > maxChars * 0.9 ? cut.slice(0, lineEnd) : cut).trim();
}

/** An uploaded resume read by its content, its text cut to `maxChars`, and the facts of what is kept. */
export async function readResumeFile(bytes: Buffer, maxChars: number): Promise<FileReading> {
  const { kind, text } = await extractDocument(bytes);
  const stored = fitText(text, maxChars);
  return { kind, text: stored, facts: parseResumeFacts(stored) };
}

/** A pasted or corrected resume text made storable, and its facts; `empty` when nothing is left. */
export function readResumeText(text: string): TextReading {
  const stored = cleanFreeText(text).trim();
  if (!stored) throw new DocumentError('empty');
  return { text: stored, facts: parseResumeFacts(stored) };
}
