import type { Lang } from '@offerpilot/shared';
import { BUZZWORDS, FRAME_CUES, FRAME_PARTS, type FramePart } from './lexicon.ts';

/** The answer frames the engine knows; bank questions name theirs, others are guessed from the question. */
export type FrameType = 'star' | 'technical' | 'situational';

/** Whether each part of a frame was heard, and the frame's structure signal (weighted share of parts). */
export interface StructureResult {
  frameType: FrameType;
  parts: { part: FramePart; present: boolean }[];
  score: number;
}

const BEHAVIOURAL: Record<Lang, RegExp> = {
  en: /\b(?:tell me about|describe a time|walk me through (?:a|the|your)|give me an example|a time (?:you|when)|have you ever|what is the (?:hardest|most)|your (?:greatest|biggest|proudest))\b/i,
  zh: /经历|讲一次|请谈谈你|谈谈你|请介绍一次|请介绍一个|请分享|请讲一个|最难的|最自豪/,
};
const SITUATIONAL: Record<Lang, RegExp> = {
  en: /\b(?:what (?:do|would) you do|how (?:do|would) you (?:handle|respond|react|deal)|what would you do)\b/i,
  zh: /你会怎么(?:做|办|处理|回应)|你会如何(?:处理|应对|回应)|怎么处理|怎么办/,
};

/** The frame a question calls for: its bank frame when known, else guessed from its wording. */
export function frameTypeOf(question: string, lang: Lang, given?: string): FrameType {
  if (given === 'star' || given === 'technical' || given === 'situational') return given;
  if (SITUATIONAL[lang].test(question)) return 'situational';
  if (BEHAVIOURAL[lang].test(question)) return 'star';
  return 'technical';
}

/** Which parts of the expected frame the answer contains, by cue words in the answer's language. */
export function detectStructure(answer: string, lang: Lang, frameType: FrameType): StructureResult {
  const cues = FRAME_CUES[lang];
  let score = 0;
  const parts = FRAME_PARTS[frameType].map(([part, weight]) => {
    const present = cues[part].some((re) => re.test(answer));
    if (present) score += weight;
    return { part, present };
  });
  return { frameType, parts, score };
}

const NUMBER =
  /(?<![\d,.])\d[\d,.]*\s*%?|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred|thousand|million|billion|half|double|twice)\b/gi;
const ZH_NUMBER =
  /(?<![\d,.])\d[\d,.]*\s*%?|(?<![一二两三四五六七八九十百千万亿])[一二两三四五六七八九十百千万亿]+(?:个|次|天|周|月|年|倍|家|位|人|条|份|成|万|亿|分钟|小时|毫秒|秒|块|元|单|台|步|层|类)/g;
/** Named tools, metrics and acronyms: CamelCase or ALL-CAPS words, or Latin words inside Chinese text. */
const NAMED_EN = /(?<![.!?]\s)(?<!^)\b(?:[A-Z][a-z]+[A-Z]\w*|[A-Z]{2}\w*|[A-Z][a-z]{2,})\b/g;
const LATIN_IN_ZH = /[A-Za-z][A-Za-z0-9_+#.]*(?:\s?[A-Za-z0-9_+#.]+)*/g;
const COMMON_CAPS = new Set([
  'I',
  'The',
  'So',
  'And',
  'But',
  'Then',
  'First',
  'If',
  'We',
  'My',
  'In',
  'On',
  'At',
]);

/** The distinct numbers and named things of a text, lower-cased, and whether it holds a number. */
function details(text: string, lang: Lang): { distinct: Set<string>; hasNumber: boolean } {
  const numbers = text.match(lang === 'zh' ? ZH_NUMBER : NUMBER) ?? [];
  const named =
    lang === 'zh'
      ? (text.match(LATIN_IN_ZH) ?? [])
      : (text.match(NAMED_EN) ?? []).filter((w) => !COMMON_CAPS.has(w));
  const distinct = new Set([
    ...numbers.map((n) => n.trim().toLowerCase()),
    ...named.map((w) => w.toLowerCase()),
  ]);
  return { distinct, hasNumber: numbers.length > 0 };
}

/**
 * Concrete details of an answer: distinct numbers and named things, and the buzzwords that replace them.
 * With the question given, details it already holds (its figures, the tools and acronyms it names) are not
 * counted: repeating "ARR, ACV, TCV" or "800 RMB" back adds nothing the interviewer did not say.
 */
export function specifics(
  answer: string,
  lang: Lang,
  question?: string,
): { count: number; hasNumber: boolean; buzzwords: string[] } {
  const { distinct, hasNumber } = details(answer, lang);
  if (question !== undefined) for (const d of details(question, lang).distinct) distinct.delete(d);
  const buzzwords = [...new Set((answer.match(BUZZWORDS[lang]) ?? []).map((w) => w.toLowerCase()))];
  return { count: distinct.size, hasNumber, buzzwords };
}

/** Specificity 0..1: concrete details saturate at about eight; each distinct buzzword takes some back. */
export function specificitySignal(count: number, buzzwords: number): number {
  const base = 1 - Math.exp(-count / 4);
  return Math.max(0, base - 0.12 * buzzwords);
}
