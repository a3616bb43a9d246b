import type { i18n as I18n } from 'i18next';
import type { FailureFacts } from './request.ts';

const isRecord = (value: unknown): value is Record<string, string | number> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Words for a failed call: the translation of the server's error key (errors.json) when every parameter it
 * needs is known, else the server's own message (already in the request's language), else the status text.
 */
export function describeFailure(i18n: I18n, facts: FailureFacts): string {
  if (facts.error) {
    const template = i18n.getResource(i18n.language, 'errors', facts.error) as unknown;
    if (typeof template === 'string') {
      const params: Record<string, string | number> = isRecord(facts.result) ? { ...facts.result } : {};
      const seconds = facts.retryAfter ?? params.retryAfter;
      if (seconds !== undefined) params.seconds = seconds;
      const needed = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');
      if (needed.every((name) => params[name] !== undefined)) {
        return i18n.t(`errors:${facts.error}`, params);
      }
    }
  }
  return facts.message || facts.statusText || String(facts.status);
}
