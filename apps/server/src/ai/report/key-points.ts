import type { Lang } from '@offerpilot/shared';
import { overlap, stemSet, termBag, touches, type TermBag } from './terms.ts';

/** One key point of a question: whether the answer covers it, and how much of its wording it shares (0..1). */
export interface KeyPointHit {
  index: number;
  hit: boolean;
  overlap: number;
}

/** Share of a key point's content words an answer must echo for the point to count as covered. */
export const HIT_THRESHOLD: Record<Lang, number> = { en: 0.3, zh: 0.3 };

/**
 * Share of a key point's content words at which it adds its full part to the coverage signal. Above the
 * hit threshold: naming a point is not covering it in substance, so a point echoed at 0.3 counts two thirds.
 */
export const FULL_COVERAGE: Record<Lang, number> = { en: 0.45, zh: 0.45 };

let keyPointMeta: Set<string> | undefined;
/** Words that say what a key point asks for rather than what it is about ("names", "explains", 说明). */
function keyPointDrop(): Set<string> {
  keyPointMeta ??= stemSet(
    'names explains describes mentions shows states uses gives covers lists considers specific concrete clear ' +
      'clearly rather instead e.g. etc own candidate answer way whether including includes such example ' +
      'something someone approach able real really actual actually not only just properly ' +
      '说明 说清 讲清 描述 提到 给出 体现 具体 明确 清晰 例如 而不是 能够 包括 通过 是否 相关 出 清楚 如何 ' +
      '准确 方式 采用 方法 真正 基于 区分 优先 相应 有效 合理 主动 及时',
  );
  return keyPointMeta;
}

let questionMeta: Set<string> | undefined;
/** Words every interview question uses ("tell me about a time", 请谈谈), which say nothing of its topic. */
function questionDrop(): Set<string> {
  questionMeta ??= stemSet(
    'tell describe walk through explain time example give share talk case situation handle approach ' +
      'think happen happened first minutes day would did done make made know get go ' +
      '谈谈 介绍 讲讲 讲 一次 经历 曾经 说说 分享 具体 情况 处理 时间 当时',
  );
  return questionMeta;
}

/** The terms of a key point, for callers that check many answers against the same points. */
export function keyPointBag(point: string, lang: Lang): TermBag {
  return termBag(point, lang, keyPointDrop());
}

/**
 * A key point's terms without those the question itself uses: an answer that repeats the question
 * ("I would handle the dealer conflict …") echoes them whether or not it covers the point. A point made only
 * of the question's words keeps them all.
 */
function beyondQuestion(point: TermBag, question: TermBag | undefined): TermBag {
  if (!question) return point;
  const words = new Map([...point.words].filter(([w]) => !question.words.has(w)));
  if (words.size === 0) return point;
  const bigrams = new Set([...point.bigrams].filter((b) => !question.bigrams.has(b)));
  return { words, bigrams, text: point.text };
}

const PARENTHESIS = /[(（]([^()（）]*)[)）]/g;
const ALTERNATIVES = /[,，、;；/]|\bor\b|或者?/;

/**
 * A point's share read with its parenthesised lists of examples as alternatives ("the metric (e.g. P99
 * latency, error rate, cost)", 止损（回滚、切流、降级）): naming one example fills the list's place, which
 * weighs as much as a typical example; the words outside the lists count one by one.
 */
function shareWithAlternatives(point: string, have: TermBag, lang: Lang, asked: TermBag | undefined): number {
  const main = beyondQuestion(keyPointBag(point.replace(PARENTHESIS, ' '), lang), asked);
  let places = main.words.size;
  let found = places ? places * overlap(main, have, lang) : 0;
  for (const m of point.matchAll(PARENTHESIS)) {
    const items = (m[1] ?? '')
      .split(ALTERNATIVES)
      .map((item) => keyPointBag(item, lang))
      .filter((bag) => bag.words.size > 0);
    if (items.length === 0) continue;
    const weight = items.reduce((sum, bag) => sum + bag.words.size, 0) / items.length;
    found += weight * Math.max(...items.map((bag) => overlap(bag, have, lang)));
    places += weight;
  }
  return places ? found / places : 0;
}

/**
 * Share (0..1) of a key point an answer covers: of all its words, or with its lists of examples read as
 * alternatives, whichever is more (an answer need not name every example the bank gives, and naming several
 * is no worse than naming one).
 */
function pointShare(point: string, have: TermBag, lang: Lang, asked: TermBag | undefined): number {
  const plain = overlap(beyondQuestion(keyPointBag(point, lang), asked), have, lang);
  if (!/[(（]/.test(point)) return plain;
  return Math.max(plain, shareWithAlternatives(point, have, lang, asked));
}

/**
 * Which key points an answer covers: a point counts when the answer shares enough of its content words
 * (stemmed English, jieba words plus character bigrams for Chinese, a few synonyms folded together; see
 * pointShare). With the question given, the words a point shares with the question are left out of it.
 */
export function keyPointCoverage(
  answer: string,
  keyPoints: string[],
  lang: Lang,
  question?: string,
): KeyPointHit[] {
  const have = termBag(answer, lang);
  const asked = question === undefined ? undefined : termBag(question, lang);
  return keyPoints.map((point, index) => {
    const share = pointShare(point, have, lang, asked);
    return { index, hit: share >= HIT_THRESHOLD[lang], overlap: share };
  });
}

/** Coverage as one number: each point's share of FULL_COVERAGE, capped at 1, averaged. */
export function coverageScore(hits: KeyPointHit[], lang: Lang): number {
  if (hits.length === 0) return 0;
  const sum = hits.reduce((s, h) => s + Math.min(1, h.overlap / FULL_COVERAGE[lang]), 0);
  return sum / hits.length;
}

const SENTENCE = /[^.!?。！？；;\n]+/g;
/** What relevance is assumed to be when a question has too few topic words to measure it. */
const RELEVANCE_PRIOR = 0.6;
/** Topic words from which a measured relevance is trusted fully. */
const TRUSTED_TOPIC = 6;

/**
 * How much the answer is about the question: the share of the question's topic words it uses, and the
 * share of its sentences that touch the topic (question plus key points), so a long story about something
 * else scores low even when it mentions the topic once. A short generic question ("Tell me about
 * yourself") has too few topic words to judge by, so its measure leans on a neutral prior.
 */
export function relevanceScore(question: string, answer: string, keyPoints: string[], lang: Lang): number {
  const topic = termBag(question, lang, questionDrop());
  const have = termBag(answer, lang);
  const echo = Math.min(1, overlap(topic, have, lang) / 0.5);
  const trust = keyPoints.length ? 1 : Math.min(1, topic.words.size / TRUSTED_TOPIC);
  for (const point of keyPoints) {
    const bag = keyPointBag(point, lang);
    bag.words.forEach((written, w) => topic.words.set(w, written));
    bag.bigrams.forEach((b) => topic.bigrams.add(b));
  }
  const sentences = (answer.match(SENTENCE) ?? []).filter((s) => s.trim().length > 3);
  if (sentences.length === 0) return 0;
  const onTopic = sentences.filter((s) => touches(termBag(s, lang), topic)).length;
  const measured = 0.5 * echo + 0.5 * (onTopic / sentences.length);
  return trust * measured + (1 - trust) * RELEVANCE_PRIOR;
}
