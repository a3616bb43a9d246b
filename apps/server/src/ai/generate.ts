import type { z } from 'zod';
import type { LlmProvider, LlmRequest } from '../providers/llm/types.ts';

/** Told why a model's answer was not used (provider error, no text, not JSON, wrong shape), for the logs. */
export type OnModelError = (error: unknown) => void;

/** The model's whole answer, trimmed; null when the provider fails or says nothing (the caller falls back). */
export async function generateText(
  llm: LlmProvider,
  request: LlmRequest,
  onError?: OnModelError,
): Promise<string | null> {
  let text = '';
  try {
    for await (const delta of llm.stream(request)) text += delta;
  } catch (error) {
    onError?.(error);
    return null;
  }
  text = text.trim();
  if (!text) onError?.(new Error('The model answered with no text.'));
  return text || null;
}

/** The outermost `{...}` of an answer: models often wrap JSON in a markdown fence or a sentence. */
function jsonPart(text: string): string {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

/** The model's answer read as JSON and checked by `schema`; null when it fails, is not JSON or does not fit. */
export async function generateJson<S extends z.ZodType>(
  llm: LlmProvider,
  request: LlmRequest,
  schema: S,
  onError?: OnModelError,
): Promise<z.output<S> | null> {
  const text = await generateText(llm, request, onError);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(jsonPart(text));
  } catch (error) {
    onError?.(new Error('The model did not answer with JSON.', { cause: error }));
    return null;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  onError?.(new Error('The model answered JSON of the wrong shape.', { cause: parsed.error }));
  return null;
}

/** A text cut to at most `max` characters, so that one long answer cannot crowd a prompt. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
