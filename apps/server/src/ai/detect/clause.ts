/** What one clause of an utterance is, as the language rules see it. */
export interface ClauseVerdict {
  /** `filler`: nothing to decide on (okay, take your time, a trailing "for example ..." fragment). */
  kind: 'question' | 'statement' | 'filler';
  /** 0..1, at least QUESTION_THRESHOLD for a question. */
  score: number;
  reason: string;
}

/** A sentence of the utterance: its text, where it starts, and its clauses. */
export interface Sentence {
  text: string;
  start: number;
  clauses: string[];
}

/** The score from which a clause counts as a question. */
export const QUESTION_THRESHOLD = 0.5;

/** A question verdict; `score` is clamped to 0..1. */
export function question(score: number, reason: string): ClauseVerdict {
  return { kind: 'question', score: Math.min(1, Math.max(QUESTION_THRESHOLD, score)), reason };
}

/** A statement verdict (never above the threshold). */
export function statement(reason: string, score = 0.1): ClauseVerdict {
  return { kind: 'statement', score: Math.min(score, QUESTION_THRESHOLD - 0.05), reason };
}

/** A verdict from a cue score: a question at or above the threshold, else a statement. */
export function byScore(score: number, reason: string): ClauseVerdict {
  return score >= QUESTION_THRESHOLD ? question(score, reason) : statement(reason, score);
}

/** Cuts a text into sentences at the given delimiters, keeping each sentence's offset in the text. */
export function cutSentences(
  text: string,
  delimiter: RegExp,
  clausesOf: (s: string) => string[],
): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) out.push({ text: body, start: start + lead, clauses: clausesOf(body) });
  };
  for (const m of text.matchAll(delimiter)) {
    const end = (m.index ?? 0) + m[0].length;
    push(end);
    start = end;
  }
  push(text.length);
  return out;
}
