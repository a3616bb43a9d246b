import { translate, type CareerReport, type CareerState, type Lang } from '@offerpilot/shared';
import { z } from 'zod';
import type { ChatMessage, LlmProvider } from '../../providers/llm/types.ts';
import { generateJson, type OnModelError } from '../generate.ts';
import { careerReport, SUGGESTED_FAMILIES, type SuggestablePosition } from './report.ts';

/** Where a career report's model failures are reported, and how to stop the request. */
export interface CareerContext {
  signal?: AbortSignal;
  onError?: OnModelError;
}

/** What the model must write: the narrative, and the positions it picks from the list, each with a reason. */
const modelCareerSchema = z.object({
  summary: z.string().trim().min(1).max(2_000),
  positions: z
    .array(z.object({ slug: z.string().trim(), reason: z.string().trim().min(1).max(500) }))
    .max(20),
});

const t = (lang: Lang, key: string, params?: Record<string, string | number>) =>
  translate(lang, `career:prompt.${key}`, params);

/** The model's prompt: the measured code, areas and best families, and the offline report's positions only. */
export function careerPrompt(report: CareerReport): ChatMessage[] {
  const { lang } = report;
  const familyName = new Map(report.families.map((f) => [f.field, f.name]));
  const list = (lines: string[]) => ({ list: lines.join('\n') });
  const parts = [
    t(lang, 'code', { code: report.code }),
    t(lang, 'areas', list(report.areas.map((a) => t(lang, 'area', { name: a.name, score: a.score })))),
    t(
      lang,
      'families',
      list(report.families.slice(0, SUGGESTED_FAMILIES).map((f) => t(lang, 'family', { ...f }))),
    ),
  ];
  if (report.positions.length) {
    const lines = report.positions.map((p) =>
      t(lang, 'position', { slug: p.slug, title: p.title, family: familyName.get(p.field) ?? p.field }),
    );
    parts.push(t(lang, 'positions', list(lines)));
  }
  return [
    { role: 'system', content: t(lang, 'system') },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/**
 * The job-suggestion report of a finished chat. The interest code, area scores and family ranking are always
 * the offline scoring's; with a model configured, the summary and the suggested positions (with reasons) are
 * the model's, restricted to the positions the offline scoring chose: any other name is dropped. A provider
 * failure, an invalid answer, or no listed position among its picks gives the offline report.
 */
export async function composeCareerReport(
  state: CareerState,
  positions: SuggestablePosition[],
  llm: LlmProvider | null,
  ctx: CareerContext = {},
): Promise<CareerReport> {
  const offline = careerReport(state, positions);
  if (!llm) return offline;
  const request = { messages: careerPrompt(offline), maxTokens: 1_200, temperature: 0.3, signal: ctx.signal };
  const written = await generateJson(llm, request, modelCareerSchema, ctx.onError);
  if (!written) return offline;
  const allowed = new Map(offline.positions.map((p) => [p.slug, p]));
  const picked = new Map<string, CareerReport['positions'][number]>();
  for (const { slug, reason } of written.positions) {
    const position = allowed.get(slug);
    if (position && !picked.has(slug)) picked.set(slug, { ...position, reason });
  }
  const dropped = written.positions.filter((p) => !allowed.has(p.slug)).map((p) => p.slug);
  if (dropped.length)
    ctx.onError?.(new Error(`The model suggested unlisted positions: ${dropped.join(', ')}`));
  if (offline.positions.length && picked.size === 0) return offline;
  return { ...offline, engine: 'llm', summary: written.summary, positions: [...picked.values()] };
}
