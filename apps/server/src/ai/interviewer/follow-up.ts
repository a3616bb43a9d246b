import {
  translate,
  type InterviewFollowupReason,
  type InterviewPlanItem,
  type Lang,
} from '@offerpilot/shared';
import { keyPointCoverage } from '../report/key-points.ts';
import { trimEndOf } from '@offerpilot/shared';

/** Answers shorter than this many words (a Chinese word counted as two characters) get "be more specific". */
export const SHORT_ANSWER_WORDS = 15;
/** A follow-up on key points when the answer covers less than this share of them. */
export const FOLLOWUP_COVERAGE = 0.5;

export interface Followup {
  reason: InterviewFollowupReason;
  text: string;
}

/** Length in words: Latin words plus Chinese characters halved (a Chinese word is about two characters). */
export function answerWords(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return latin + han / 2;
}

const EN_AMOUNT =
  /\b(percent|per cent|half|halved|double[ds]?|tripled?|twice|two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|thousands?|millions?)\b/i;
const ZH_AMOUNT =
  /(?<![一二两三四五六七八九十百千万亿几])[一二两三四五六七八九十百千万亿几]+\s*(倍|成|个|人|天|周|月|年|小时|分钟|秒|元|块|次|项|家|单|位|%|％)|翻倍|翻番|减半|百分之/u;

/** Whether an answer states a measurable result: a number, a percentage or an amount in words. */
export function hasMeasurableResult(text: string): boolean {
  return /\d|%|％/.test(text) || EN_AMOUNT.test(text) || ZH_AMOUNT.test(text);
}

/** The rule-based follow-up an answer calls for, or null: too short → ask for specifics; fewer than half the
 * key points → ask for the most important one missed (bank key points are listed most important first);
 * a STAR answer without a measurable result → ask for one. The opening only gets "be more specific". */
export function decideFollowup(lang: Lang, item: InterviewPlanItem, answer: string): Followup | null {
  const t = (key: string, params?: Record<string, string>) =>
    translate(lang, `interviewer:followup.${key}`, params);
  if (item.source === 'closing') return null;
  if (answerWords(answer) < SHORT_ANSWER_WORDS) return { reason: 'tooShort', text: t('tooShort') };
  if (item.source === 'opening') return null;
  if (item.keyPoints.length > 0) {
    const hits = keyPointCoverage(answer, item.keyPoints, lang);
    const covered = hits.filter((h) => h.hit).length / hits.length;
    const point = item.keyPoints[hits.find((h) => !h.hit)?.index ?? -1];
    if (point && covered < FOLLOWUP_COVERAGE) {
      return { reason: 'missedKeyPoint', text: t('missedKeyPoint', { point: stripEnd(point) }) };
    }
  }
  if (item.frameType === 'star' && !hasMeasurableResult(answer)) {
    return { reason: 'noResult', text: t('noResult') };
  }
  return null;
}

function stripEnd(point: string): string {
  return trimEndOf(point.trim(), '.。;；!！');
}
