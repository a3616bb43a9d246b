import type { Lang } from '@offerpilot/shared';
import { detectLang } from '../text/tokenize.ts';
import { QUESTION_THRESHOLD, type ClauseVerdict, type Sentence } from './clause.ts';
import { analyzeEnglishClause, englishSentences } from './en.ts';
import { analyzeChineseSentence, chineseSentences } from './zh.ts';

/** Whether an utterance is an interview question, how sure (0..1), and the rule that decided. */
export interface QuestionDetection {
  isQuestion: boolean;
  score: number;
  reason: string;
  /** Offset in the text where the question begins (after a leading statement such as "We build payments."). */
  start: number;
}

interface Rules {
  sentences: (text: string) => Sentence[];
  /** One verdict per clause of the sentence; `asked` when the sentence ended with a question mark. */
  verdicts: (sentence: Sentence, asked: boolean) => ClauseVerdict[];
}

const RULES: Record<Lang, Rules> = {
  en: { sentences: englishSentences, verdicts: (s, asked) => [analyzeEnglishClause(s.text, asked)] },
  zh: { sentences: chineseSentences, verdicts: analyzeChineseSentence },
};

const endsAsked = (s: string) => /[?？]\s*$/.test(s);

/** A sentence's verdict: its last clause that is not filler decides (a question then an answer is an answer). */
function sentenceVerdict(sentence: Sentence, lang: Lang): ClauseVerdict {
  const verdicts = RULES[lang].verdicts(sentence, endsAsked(sentence.text));
  return verdicts.findLast((v) => v.kind !== 'filler') ?? { kind: 'filler', score: 0, reason: 'filler' };
}

/**
 * Detects an interview question in a transcript line (punctuated or not). The last sentence that is not
 * filler decides, so "We build payments. How would you design idempotency?" is a question and
 * "Why? Because the deadline was fixed." is not.
 */
export function detectQuestion(text: string, lang: Lang = detectLang(text)): QuestionDetection {
  const sentences = RULES[lang].sentences(text);
  let decided: ClauseVerdict | undefined;
  let start = 0;
  for (let i = sentences.length - 1; i >= 0; i--) {
    const s = sentences[i] as Sentence;
    const verdict = sentenceVerdict(s, lang);
    if (verdict.kind === 'filler') continue;
    if (decided && verdict.kind !== 'question') break;
    decided ??= verdict;
    if (decided.kind !== 'question') break;
    start = s.start;
  }
  if (!decided) return { isQuestion: false, score: 0, reason: 'nothing but filler', start: 0 };
  const isQuestion = decided.kind === 'question' && decided.score >= QUESTION_THRESHOLD;
  return {
    isQuestion,
    score: Math.round(decided.score * 100) / 100,
    reason: decided.reason,
    start: isQuestion ? start : 0,
  };
}

/** Splits a detected question from the statement before it: `context` + `question` is the text. */
export function splitQuestion(
  text: string,
  lang: Lang = detectLang(text),
): { context: string; question: string } {
  const { start } = detectQuestion(text, lang);
  return { context: text.slice(0, start).trim(), question: text.slice(start).trim() };
}
