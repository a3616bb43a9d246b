import type { ResumeFacts } from '@offerpilot/shared';
import type { DocumentProblem } from '../documents/document-error.ts';
import type { DocumentKind } from '../documents/extract.ts';

/** What a reader process is asked: an uploaded file, or a pasted or corrected text. */
export type ReadRequest =
  { id: number; op: 'file'; bytes: Uint8Array; maxChars: number } | { id: number; op: 'text'; text: string };

/** A text ready to store and its facts. */
export interface TextReading {
  text: string;
  facts: ResumeFacts;
}
/** A file's text (cut to the stored length), its facts and its type. */
export interface FileReading extends TextReading {
  kind: DocumentKind;
}

/** What the reading cost the reader process: wall time, and its resident memory before and at its peak. */
export interface ReadingCost {
  ms: number;
  rssBefore: number;
  peakRss: number;
}

/** A reader's answer to the request of the same id (`ready` is its first message, once it can read). */
export type ReadReply =
  | { id: number; ok: true; reading: FileReading | TextReading; cost: ReadingCost }
  | { id: number; ok: false; problem: DocumentProblem };
export const READY = 'ready';
