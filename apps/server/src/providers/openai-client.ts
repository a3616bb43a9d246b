import type OpenAI from 'openai';

/**
 * An OpenAI SDK client for an OpenAI-compatible endpoint, made at its first use: the SDK loads only on a
 * server that calls a model. Our retries are the only ones: the SDK's would re-send after text was shown.
 */
export function lazyOpenAi(baseUrl: string, apiKey: string | undefined): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= import('openai').then(
      ({ default: Sdk }) => new Sdk({ baseURL: baseUrl, apiKey: apiKey || 'none', maxRetries: 0 }),
    ));
}
