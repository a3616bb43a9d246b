import { z } from 'zod';
import type { Lang } from './constants.ts';
import { translate } from './i18n/index.ts';

const locales = { en: z.locales.en(), zh: z.locales.zhCN() } as const;

export type Validated<T> =
  { ok: true; data: T } | { ok: false; field: string; message: string; issues: z.core.$ZodIssue[] };

/**
 * The one validation door (STYLE.md example 3): HTTP bodies and queries, socket payloads, uploads and web
 * forms all pass here. A failure names its first field and says what is wrong in the user's language.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown, lang: Lang): Validated<z.output<S>> {
  const parsed = schema.safeParse(data, { error: locales[lang].localeError });
  if (parsed.success) return { ok: true, data: parsed.data };
  const [issue] = parsed.error.issues;
  if (!issue) throw parsed.error;
  const field = issue.path.map(String).join('.') || 'body';
  const leaf = String(issue.path[issue.path.length - 1] ?? 'body');
  const label = translate(lang, `fields:${leaf}`);
  const fieldLabel = label === `fields:${leaf}` ? field : label;
  return {
    ok: false,
    field,
    message: translate(lang, 'validation.invalid', { field: fieldLabel, reason: issue.message }),
    issues: parsed.error.issues,
  };
}
