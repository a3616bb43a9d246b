import type { ChatMessage, LlmUsage } from './types.ts';

// CJK ideographs, kana and hangul: tokenizers of the models we target spend about one token on each.
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;
/** Role markers and separators chat templates add around each message. */
const PER_MESSAGE = 4;

/**
 * Rough token count when an endpoint reports none: one token per CJK character, and about four characters
 * per token for the rest (Latin text, digits, punctuation, spaces).
 */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.length - cjk;
  return cjk + Math.ceil(rest / 4);
}

/** The estimate for a whole request: each message plus its template overhead, and the text received. */
export function estimateUsage(messages: ChatMessage[], completion: string): LlmUsage {
  const promptTokens = messages.reduce((sum, m) => sum + PER_MESSAGE + estimateTokens(m.content), 0);
  return { promptTokens, completionTokens: estimateTokens(completion), estimated: true };
}
