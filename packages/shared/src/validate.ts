import { z } from 'zod';
import type { Lang } from './constants.ts';
import { translate } from './i18n/index.ts';
import { findUnsafeText } from './text.ts';

const locales = { en: z.locales.en(), zh: z.locales.zhCN() } as const;

export type Validated<T> =
  { ok: true; data: T } | { ok: false; field: string; message: string; issues: z.core.$ZodIssue[] };

/** The issue of a string that holds a control character or a lone surrogate outside a free-text field. */
const unsafeTextIssue = (path: (string | number)[], lang?: Lang): z.core.$ZodIssue => ({
  code: 'custom',
  path,
  input: undefined,
  message: lang ? translate(lang, 'validation.controlChars') : 'control character',
});

/**
 * Parses input with its schema, then refuses a string that still holds a control character (free-text
 * fields have removed theirs by then): the one check every HTTP part, socket payload and form goes through.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  lang?: Lang,
): { success: true; data: z.output<S> } | { success: false; issues: z.core.$ZodIssue[] } {
  const parsed = schema.safeParse(data, lang ? { error: locales[lang].localeError } : undefined);
  if (!parsed.success) return { success: false, issues: parsed.error.issues };
  const unsafe = findUnsafeText(parsed.data);
  return unsafe ? { success: false, issues: [unsafeTextIssue(unsafe, lang)] } : parsed;
}

/**
 * The one validation door (STYLE.md example 3): HTTP bodies and queries, socket payloads, uploads and web
 * forms all pass here. A failure names its first field and says what is wrong in the user's language.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown, lang: Lang): Validated<z.output<S>> {
  const parsed = parseInput(schema, data, lang);
  if (parsed.success) return { ok: true, data: parsed.data };
  const [issue] = parsed.issues;
  if (!issue) throw new Error('validation failed without an issue');
  const field = issue.path.map(String).join('.') || 'body';
  const leaf = String(issue.path[issue.path.length - 1] ?? 'body');
  const label = translate(lang, `fields:${leaf}`);
  const fieldLabel = label === `fields:${leaf}` ? field : label;
  return {
    ok: false,
    field,
    message: translate(lang, 'validation.invalid', { field: fieldLabel, reason: issue.message }),
    issues: parsed.issues,
  };
}
