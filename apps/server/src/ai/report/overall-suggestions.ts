import { translate, type Lang } from '@offerpilot/shared';
import { BANDS } from './delivery.ts';
import type { AnswerScore } from './score-answer.ts';
import { buzzwordList, fillerList, isOffTopic, type Suggestion } from './suggestions.ts';

/** At most this many suggestions for the whole interview. */
export const MAX_OVERALL_SUGGESTIONS = 5;

interface Candidate extends Suggestion {
  /** Share of answers affected times how much the problem matters; the highest come first. */
  priority: number;
}

function countWhere(scores: AnswerScore[], test: (s: AnswerScore) => boolean): number {
  return scores.filter(test).length;
}

function sumCounts(records: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const r of records) for (const [k, n] of Object.entries(r)) total[k] = (total[k] ?? 0) + n;
  return total;
}

/** The frame part most often missing, and in how many answers. */
function commonGap(lang: Lang, scores: AnswerScore[]): Candidate | undefined {
  const gaps: Record<string, number> = {};
  for (const s of scores)
    for (const p of s.measures.parts) if (!p.present) gaps[p.part] = (gaps[p.part] ?? 0) + 1;
  const [part, count] = Object.entries(gaps).sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!part || !count || count < 2) return undefined;
  const params = { count, total: scores.length, part: translate(lang, `report:parts.${part}`) };
  return { key: 'report:overall.structure', params, priority: (0.8 * count) / scores.length };
}

function paceAdvice(lang: Lang, scores: AnswerScore[]): Candidate | undefined {
  const rates = scores.flatMap((s) => (s.measures.perMinute === undefined ? [] : [s.measures.perMinute]));
  if (rates.length === 0) return undefined;
  const rate = Math.round(rates.reduce((a, b) => a + b, 0) / rates.length);
  const band = BANDS[lang];
  if (rate >= band.paceMin * 0.9 && rate <= band.paceMax * 1.1) return undefined;
  const unit = translate(lang, `report:units.${lang === 'zh' ? 'char' : 'word'}`);
  const key = rate > band.paceMax ? 'report:overall.paceFast' : 'report:overall.paceSlow';
  return { key, params: { rate, unit, min: band.paceMin, max: band.paceMax }, priority: 0.4 };
}

/** Share-based candidates: each counts the answers with one problem. */
function countedAdvice(scores: AnswerScore[]): Candidate[] {
  const total = scores.length;
  // [key, weight, test, whether one answer is enough to say it]
  const rules: [string, number, (s: AnswerScore) => boolean, boolean][] = [
    // One answer that hides a mistake outweighs any habit of delivery: it leads whatever else is found.
    ['report:overall.redFlag', 1 + total, (s) => s.redFlags.length > 0, true],
    [
      'report:overall.offTopic',
      1,
      (s) => s.fitsElsewhere !== undefined || isOffTopic(s.signals, s.measures),
      true,
    ],
    ['report:overall.noNumbers', 0.8, (s) => !s.measures.hasNumber, false],
    ['report:overall.tooShort', 0.9, (s) => s.measures.lengthBand === 'tooShort', false],
    ['report:overall.specifics', 0.6, (s) => s.signals.specificity < 0.4, false],
    ['report:overall.rambling', 0.5, (s) => s.measures.lengthBand === 'rambling', false],
  ];
  return rules.flatMap(([key, weight, test, anyOne]) => {
    const count = countWhere(scores, test);
    const enough = anyOne ? count >= 1 : count >= 2 && count / total >= 0.3;
    return enough ? [{ key, params: { count, total }, priority: (weight * count) / total }] : [];
  });
}

/** Advice for the whole interview, most pressing first; a word of encouragement when nothing stands out. */
export function overallSuggestions(lang: Lang, scores: AnswerScore[]): Suggestion[] {
  const out: Candidate[] = countedAdvice(scores);
  const points = scores.reduce((n, s) => n + s.keyPointCount, 0);
  const missed = scores.reduce((n, s) => n + s.missedKeyPoints.length, 0);
  if (points > 0 && missed / points >= 0.3)
    out.push({
      key: 'report:overall.keyPoints',
      params: { missed, total: points },
      priority: missed / points,
    });
  const gap = commonGap(lang, scores);
  if (gap) out.push(gap);
  const fillers = sumCounts(scores.map((s) => s.measures.fillers));
  const fillerHeavy = countWhere(scores, (s) => s.signals.fillers < 0.8);
  if (fillerHeavy >= 1 && Object.keys(fillers).length)
    out.push({
      key: 'report:overall.fillers',
      params: { list: fillerList(lang, fillers) },
      priority: (0.6 * fillerHeavy) / scores.length + 0.1,
    });
  const buzz = [...new Set(scores.flatMap((s) => s.buzzwords))];
  if (buzz.length >= 3)
    out.push({ key: 'report:overall.buzzwords', params: { list: buzzwordList(lang, buzz) }, priority: 0.35 });
  const pace = paceAdvice(lang, scores);
  if (pace) out.push(pace);
  out.sort((a, b) => b.priority - a.priority);
  const top = out.slice(0, MAX_OVERALL_SUGGESTIONS).map(({ key, params }) => ({ key, params }));
  return top.length ? top : [{ key: 'report:overall.keepGoing', params: {} }];
}
