import type { Lang } from '../constants.ts';
import enCareer from './en/career.json' with { type: 'json' };
import enCoach from './en/coach.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enInterviewer from './en/interviewer.json' with { type: 'json' };
import enFields from './en/fields.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import enReport from './en/report.json' with { type: 'json' };
import enWeb from './en/web.json' with { type: 'json' };
import zhCareer from './zh/career.json' with { type: 'json' };
import zhCoach from './zh/coach.json' with { type: 'json' };
import zhErrors from './zh/errors.json' with { type: 'json' };
import zhInterviewer from './zh/interviewer.json' with { type: 'json' };
import zhFields from './zh/fields.json' with { type: 'json' };
import zhMessages from './zh/messages.json' with { type: 'json' };
import zhReport from './zh/report.json' with { type: 'json' };
import zhWeb from './zh/web.json' with { type: 'json' };

/** Every dictionary by language and namespace; en and zh hold the same keys (checked by a test). */
export const dictionaries = {
  en: {
    career: enCareer,
    coach: enCoach,
    interviewer: enInterviewer,
    errors: enErrors,
    fields: enFields,
    messages: enMessages,
    report: enReport,
    web: enWeb,
  },
  zh: {
    career: zhCareer,
    coach: zhCoach,
    interviewer: zhInterviewer,
    errors: zhErrors,
    fields: zhFields,
    messages: zhMessages,
    report: zhReport,
    web: zhWeb,
  },
} as const;

export type Namespace = keyof (typeof dictionaries)['zh'];
type Params = Record<string, string | number>;

function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates `ns:key.path` (or `key.path` in errors) for the server; falls back to zh, then the key. With a
 * numeric `count`, the plural form `path_one` is used where the language says so (as i18next does).
 */
export function translate(lang: Lang, key: string, params: Params = {}): string {
  const [ns, path] = key.includes(':')
    ? (key.split(':', 2) as [Namespace, string])
    : (['errors', key] as const);
  const { count } = params;
  const plural = typeof count === 'number' && new Intl.PluralRules(lang).select(count) === 'one';
  const text =
    (plural ? lookup(dictionaries[lang][ns], `${path}_one`) : undefined) ??
    lookup(dictionaries[lang][ns], path) ??
    lookup(dictionaries.zh[ns], path) ??
    key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
