import {
  translate,
  type AnswerMeasures,
  type AnswerSignals,
  type Lang,
  type ReportSuggestion,
} from '@offerpilot/shared';
import { BANDS } from './delivery.ts';

/** A piece of advice as a `report:` dictionary key and its parameters (translated when the report is built). */
export interface Suggestion {
  key: string;
  params: Record<string, string | number>;
}

/** At most this many suggestions per answer, most useful first. */
export const MAX_ANSWER_SUGGESTIONS = 5;
/** Below this relevance an answer is treated as off the question. */
const OFF_TOPIC = 0.35;

/** Formats filler counts ("'um' 5 times, 'like' 3 times"), most frequent first. */
export function fillerList(lang: Lang, counts: Record<string, number>, max = 3): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([word, count]) => translate(lang, 'report:list.filler', { word, count }))
    .join(translate(lang, 'report:list.separator'));
}

/** Quoted, joined buzzwords in the answer's language. */
export function buzzwordList(lang: Lang, words: string[], max = 3): string {
  const quote = (w: string) => (lang === 'zh' ? `“${w}”` : `'${w}'`);
  return words.slice(0, max).map(quote).join(translate(lang, 'report:list.separator'));
}

/** Translates a suggestion for the report. */
export function toReportSuggestion(lang: Lang, s: Suggestion): ReportSuggestion {
  return { ...s, text: translate(lang, s.key, s.params) };
}

interface AdviceInput {
  lang: Lang;
  signals: AnswerSignals;
  measures: AnswerMeasures;
  keyPoints: string[];
  missedKeyPoints: number[];
  buzzwords: string[];
  /** Red flags heard (integrity.ts), as said. */
  redFlags: string[];
  /** The other question the answer fits far better than the one asked (score-answer.ts), if any. */
  fitsElsewhere?: string;
}

function deliveryAdvice({ lang, signals, measures, buzzwords }: AdviceInput): Suggestion[] {
  const out: Suggestion[] = [];
  const band = BANDS[lang];
  const unit = translate(lang, `report:units.${measures.sizeUnit}`);
  if (measures.lengthBand === 'rambling')
    out.push({
      key: 'report:suggestion.rambling',
      params: { size: measures.size, unit, max: band.idealMax },
    });
  if (signals.fillers < 0.8 && measures.fillerCount > 0)
    out.push({ key: 'report:suggestion.fillers', params: { list: fillerList(lang, measures.fillers) } });
  if (buzzwords.length > 0)
    out.push({ key: 'report:suggestion.buzzwords', params: { list: buzzwordList(lang, buzzwords) } });
  if (signals.specificity < 0.4) out.push({ key: 'report:suggestion.specifics', params: {} });
  if (measures.perMinute !== undefined && signals.pace !== undefined && signals.pace < 0.8) {
    const fast = measures.perMinute > band.paceMax;
    out.push({
      key: fast ? 'report:suggestion.paceFast' : 'report:suggestion.paceSlow',
      params: { rate: measures.perMinute, unit, min: band.paceMin, max: band.paceMax },
    });
  }
  return out;
}

/** Whether an answer is long enough to judge as off the question (a very short one is just too short). */
export function isOffTopic(signals: AnswerSignals, measures: AnswerMeasures): boolean {
  return signals.relevance < OFF_TOPIC && measures.lengthBand !== 'tooShort';
}

/**
 * Concrete advice for one answer: a red flag first, then an answer to another question, too short or off-topic,
 * then missed key points, frame gaps, delivery.
 */
export function answerSuggestions(input: AdviceInput): Suggestion[] {
  const { lang, signals, measures, keyPoints, missedKeyPoints } = input;
  const out: Suggestion[] = [];
  const flag = input.redFlags[0];
  if (flag) out.push({ key: 'report:suggestion.redFlag', params: { quote: flag } });
  if (input.fitsElsewhere !== undefined)
    out.push({ key: 'report:suggestion.otherQuestion', params: { question: input.fitsElsewhere } });
  if (measures.lengthBand === 'tooShort') {
    const { idealMin: min, idealMax: max } = BANDS[lang];
    const unit = translate(lang, `report:units.${measures.sizeUnit}`);
    out.push({ key: 'report:suggestion.tooShort', params: { size: measures.size, unit, min, max } });
  }
  if (input.fitsElsewhere === undefined && isOffTopic(signals, measures))
    out.push({ key: 'report:suggestion.offTopic', params: {} });
  for (const i of missedKeyPoints.slice(0, 2)) {
    out.push({ key: 'report:suggestion.missedKeyPoint', params: { point: keyPoints[i] ?? '' } });
  }
  const missing = measures.parts.filter((p) => !p.present).map((p) => p.part);
  const noResult = measures.frameType === 'star' && (missing.includes('result') || !measures.hasNumber);
  if (noResult) out.push({ key: 'report:suggestion.addResult', params: {} });
  const gap = missing.find((p) => p !== 'result');
  if (gap)
    out.push({ key: 'report:suggestion.addPart', params: { part: translate(lang, `report:parts.${gap}`) } });
  out.push(...deliveryAdvice(input));
  return out.slice(0, MAX_ANSWER_SUGGESTIONS);
}
