/** One turn of a chat. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the engine asks a model for. */
export interface LlmRequest {
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  /** Aborting it stops the upstream request; the stream then throws a ProviderError of kind 'aborted'. */
  signal?: AbortSignal;
}

/** Tokens of one request; `estimated` when the endpoint did not report them (see usage.ts). */
export interface LlmUsage {
  promptTokens: number;
  completionTokens: number;
  estimated: boolean;
}

/**
 * The answer as text deltas, in order. Iterate it once; breaking out of the loop closes the upstream request.
 * Errors are ProviderError.
 */
export interface LlmStream extends AsyncIterable<string> {
  /** Resolves once the iterated stream has ended, failed or been left (never before iteration); never rejects. */
  usage: Promise<LlmUsage>;
}

/** A chat model. `id` and `model` say which engine produced a result. */
export interface LlmProvider {
  readonly id: string;
  readonly model: string;
  stream(request: LlmRequest): LlmStream;
}
