import { lazyOpenAi } from '../openai-client.ts';
import { ProviderError, request, UPSTREAM_DEFAULTS, type UpstreamOptions } from '../llm/upstream.ts';
import type { SpeechSynthesizer, SynthesizedSpeech, SynthesizeRequest } from './types.ts';

/** Where the speech endpoint is; `timeoutMs` covers the whole request, audio included. */
export interface OpenAiSpeechOptions extends Partial<UpstreamOptions> {
  baseUrl: string;
  apiKey?: string;
  model: string;
  voice: string;
}

/** Any OpenAI-compatible `/audio/speech` endpoint; asks for MP3, which every browser plays. */
export function createOpenAiSpeech(options: OpenAiSpeechOptions): SpeechSynthesizer {
  const upstream: UpstreamOptions = { ...UPSTREAM_DEFAULTS, ...options };
  const client = lazyOpenAi(options.baseUrl, options.apiKey);
  return {
    id: 'openai-speech',
    synthesize(req: SynthesizeRequest): Promise<SynthesizedSpeech> {
      return request(upstream, req.signal, async (signal) => {
        const response = await (
          await client()
        ).audio.speech.create(
          {
            model: options.model,
            voice: req.voice ?? options.voice,
            input: req.text,
            response_format: 'mp3',
          },
          { signal },
        );
        // Read inside the attempt, so the time-out and the caller's signal cover the audio too.
        const audio = Buffer.from(await response.arrayBuffer());
        const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
        const generic = type === '' || type === 'application/octet-stream';
        if (audio.length === 0 || !(generic || type.startsWith('audio/'))) {
          throw new ProviderError('bad_response', 'Speech endpoint sent no audio');
        }
        return { audio, mime: generic ? 'audio/mpeg' : type };
      });
    },
  };
}
