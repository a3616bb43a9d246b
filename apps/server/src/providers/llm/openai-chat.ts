import { lazyOpenAi } from '../openai-client.ts';
import { z } from 'zod';
import { sseData } from './sse.ts';
import type { LlmProvider, LlmRequest, LlmStream, LlmUsage } from './types.ts';
import { Attempt, ProviderError, UPSTREAM_DEFAULTS, type UpstreamOptions, withRetries } from './upstream.ts';
import { estimateUsage } from './usage.ts';

/** Where the chat endpoint is and how patient to be with it. */
export interface OpenAiChatOptions extends Partial<UpstreamOptions> {
  baseUrl: string;
  /** Optional: a local server (Ollama) needs none. */
  apiKey?: string;
  model: string;
  /** Longest silence between two chunks once the text has started. */
  idleTimeoutMs?: number;
}

// Lenient on purpose: vendors add fields, and a chunk that does not fit is skipped, not fatal.
const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() })).nullish(),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish(),
  error: z.unknown().optional(),
});

/** What the stream showed besides text: the end marker and the endpoint's token count. */
interface Seen {
  done: boolean;
  usage?: { promptTokens: number; completionTokens: number };
}

/** The text deltas of a chat-completion SSE body; malformed chunks and chunks without text are skipped. */
async function* chatDeltas(body: ReadableStream<Uint8Array>, seen: Seen): AsyncGenerator<string> {
  for await (const data of sseData(body)) {
    if (data.trim() === '[DONE]') {
      seen.done = true;
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      continue;
    }
    const chunk = chunkSchema.safeParse(json);
    if (!chunk.success) continue;
    const { choices, usage, error } = chunk.data;
    if (error) throw new ProviderError('upstream', 'Model endpoint reported an error in its stream');
    if (usage) seen.usage = { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
    const text = choices?.[0]?.delta?.content;
    if (text) yield text;
  }
}

interface Opened {
  attempt: Attempt;
  deltas: AsyncGenerator<string>;
  first: string | undefined;
  seen: Seen;
}

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, DeepSeek, Qwen, Ollama...), streamed. */
export function createOpenAiChat(options: OpenAiChatOptions): LlmProvider {
  const upstream: UpstreamOptions = { ...UPSTREAM_DEFAULTS, ...options };
  const idleTimeoutMs = options.idleTimeoutMs ?? upstream.timeoutMs;
  const client = lazyOpenAi(options.baseUrl, options.apiKey);

  /** One attempt, read up to its first text so that a failure before it can still be retried. */
  async function open(attempt: Attempt, request: LlmRequest): Promise<Opened> {
    const response = await (
      await client()
    ).chat.completions
      .create(
        {
          model: options.model,
          messages: request.messages,
          max_tokens: request.maxTokens,
          temperature: request.temperature,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: attempt.signal },
      )
      .asResponse();
    if (!response.body) throw new ProviderError('bad_response', 'Model endpoint sent no body');
    const seen: Seen = { done: false };
    const deltas = chatDeltas(response.body, seen);
    const first = await deltas.next();
    // An empty answer is legitimate only when the endpoint said it was complete.
    if (first.done && !seen.done)
      throw new ProviderError('bad_response', 'Model stream ended without any text');
    return { attempt, deltas, first: first.done ? undefined : first.value, seen };
  }

  async function* run(request: LlmRequest, settle: (usage: LlmUsage) => void): AsyncGenerator<string> {
    let opened: Opened | undefined;
    let text = '';
    try {
      opened = await withRetries(upstream, request.signal, (attempt) => open(attempt, request));
      for (let next = opened.first; next !== undefined;) {
        text += next;
        yield next;
        opened.attempt.arm(idleTimeoutMs);
        const result = await opened.deltas.next();
        opened.attempt.disarm();
        next = result.done ? undefined : result.value;
      }
    } catch (error) {
      throw opened ? opened.attempt.fail(error) : error;
    } finally {
      opened?.attempt.release();
      const reported = opened?.seen.usage;
      settle(reported ? { ...reported, estimated: false } : estimateUsage(request.messages, text));
    }
  }

  return {
    id: 'openai-compatible',
    model: options.model,
    stream(request: LlmRequest): LlmStream {
      let settle: (usage: LlmUsage) => void = () => undefined;
      const usage = new Promise<LlmUsage>((resolve) => (settle = resolve));
      const deltas = run(request, (u) => settle(u));
      return { [Symbol.asyncIterator]: () => deltas, usage };
    },
  };
}
