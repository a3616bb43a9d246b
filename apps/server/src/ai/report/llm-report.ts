import { translate, type Lang, type Report, type ReportAnswer } from '@offerpilot/shared';
import { z } from 'zod';
import type { ChatMessage, LlmProvider } from '../../providers/llm/types.ts';
import { clip, generateJson, type OnModelError } from '../generate.ts';
import { buildReport, type ReportInput } from './build-report.ts';
import { MAX_OVERALL_SUGGESTIONS } from './overall-suggestions.ts';
import { MAX_ANSWER_SUGGESTIONS } from './suggestions.ts';

/** Where a report's model failures are reported, and how to stop the request. */
export interface ReportContext {
  signal?: AbortSignal;
  onError?: OnModelError;
}

/** The part of each answer the model reads: enough to judge, not enough for 20 answers to crowd the prompt. */
const ANSWER_CHARS = 1_500;

const line = z.string().trim().min(1).max(500);
/** What the model must write: feedback and advice per answer, a summary and advice for the whole interview. */
const modelReportSchema = z.object({
  answers: z.array(
    z.object({
      index: z.number().int().min(1),
      feedback: z.string().trim().min(1).max(1_000),
      suggestions: z.array(line).max(MAX_ANSWER_SUGGESTIONS),
    }),
  ),
  summary: z.string().trim().min(1).max(2_000),
  suggestions: z.array(line).min(1).max(MAX_OVERALL_SUGGESTIONS),
});
type ModelReport = z.output<typeof modelReportSchema>;

const t = (lang: Lang, key: string, params?: Record<string, string | number>) =>
  translate(lang, `report:${key}`, params);

const bullets = (lang: Lang, items: string[]) =>
  items.length ? items.map((p) => `- ${p}`).join('\n') : t(lang, 'prompt.none');

/** One answer as the model reads it: the measured score and signals, key points covered and missed, the text. */
function answerBlock(lang: Lang, a: ReportAnswer, answer: string): string {
  const signals = Object.entries(a.signals)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([name, value]) => `${t(lang, `signals.${name}`)} ${value.toFixed(2)}`)
    .join(t(lang, 'list.separator'));
  const m = a.measures;
  const unit = t(lang, `units.${m.sizeUnit}`);
  const measures = [
    t(lang, 'prompt.measures', {
      size: m.size,
      unit,
      band: t(lang, `bands.${m.lengthBand}`),
      fillers: m.fillerCount,
      specifics: m.specifics,
    }),
  ];
  if (m.perMinute !== undefined) measures.push(t(lang, 'prompt.pace', { rate: m.perMinute, unit }));
  const missed = new Set(a.missedKeyPoints);
  const parts = [t(lang, 'prompt.answer', { index: a.index, score: a.score, question: a.question })];
  if (a.keyPoints.length) {
    parts.push(
      t(lang, 'prompt.covered', {
        points: bullets(
          lang,
          a.keyPoints.filter((_, i) => !missed.has(i)),
        ),
      }),
      t(lang, 'prompt.missed', {
        points: bullets(
          lang,
          a.keyPoints.filter((_, i) => missed.has(i)),
        ),
      }),
    );
  }
  parts.push(t(lang, 'prompt.signals', { signals }), measures.join('\n'));
  const flag = a.suggestions.find((s) => s.key === 'report:suggestion.redFlag');
  if (flag) parts.push(t(lang, 'prompt.redFlag', { quote: String(flag.params.quote) }));
  const other = a.suggestions.find((s) => s.key === 'report:suggestion.otherQuestion');
  if (other) parts.push(t(lang, 'prompt.otherQuestion', { question: String(other.params.question) }));
  parts.push(t(lang, 'prompt.said', { answer: clip(answer, ANSWER_CHARS) }));
  return parts.join('\n');
}

/** The model's prompt: the measured overall and competency scores, then every answered round. */
export function reportPrompt(report: Report, answers: string[]): ChatMessage[] {
  const { lang } = report;
  const parts = [t(lang, 'prompt.overall', { overall: report.overall ?? 0 })];
  const scored = report.competencies.filter((c) => c.score !== null);
  if (scored.length) {
    const list = scored.map((c) => t(lang, 'prompt.competency', { ...c, score: c.score ?? 0 }));
    parts.push(t(lang, 'prompt.competencies', { list: list.join('\n') }));
  }
  report.answers.forEach((a, i) => parts.push(answerBlock(lang, a, answers[i] ?? '')));
  return [
    { role: 'system', content: t(lang, 'prompt.system') },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/** A piece of the model's advice in the report's suggestion shape (a key whose text is the advice itself). */
const modelSuggestion = (lang: Lang, key: string, text: string) => ({
  key,
  params: { text },
  text: translate(lang, key, { text }),
});

/** The offline report with the model's texts in place of the offline advice; null when an answer is missing. */
function merge(report: Report, written: ModelReport): Report | null {
  const { lang } = report;
  const byIndex = new Map(written.answers.map((a) => [a.index, a]));
  if (byIndex.size !== report.answers.length) return null;
  const answers: ReportAnswer[] = [];
  for (const a of report.answers) {
    const mine = byIndex.get(a.index);
    if (!mine) return null;
    const suggestions = mine.suggestions.map((s) => modelSuggestion(lang, 'report:suggestion.model', s));
    answers.push({ ...a, feedback: mine.feedback, suggestions });
  }
  const suggestions = written.suggestions.map((s) => modelSuggestion(lang, 'report:overall.model', s));
  return { ...report, engine: 'llm', answers, suggestions, summary: written.summary };
}

/**
 * The report of an interview. Every score is the offline engine's measurement (what `npm run eval` checks);
 * with a model configured, the feedback and advice per answer and the summary are the model's, written from
 * those measurements. A provider failure, or an answer that is not the JSON asked for, gives the offline report.
 */
export async function composeReport(
  input: ReportInput,
  llm: LlmProvider | null,
  ctx: ReportContext = {},
): Promise<Report> {
  const offline = buildReport(input);
  if (!llm || offline.status !== 'ready') return offline;
  // The rounds buildReport scored, in its order (it skips empty answers).
  const said = input.rounds.filter((r) => r.answer.trim().length > 0).map((r) => r.answer);
  const messages = reportPrompt(offline, said);
  const maxTokens = 400 + 250 * offline.answers.length;
  const request = { messages, maxTokens, temperature: 0.3, signal: ctx.signal };
  const written = await generateJson(llm, request, modelReportSchema, ctx.onError);
  if (!written) return offline;
  const merged = merge(offline, written);
  if (!merged) ctx.onError?.(new Error('The model left out answers of the report.'));
  return merged ?? offline;
}
