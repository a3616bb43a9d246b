import { lazyOpenAi } from '../openai-client.ts';
import { z } from 'zod';
import { ProviderError, request, UPSTREAM_DEFAULTS, type UpstreamOptions } from '../llm/upstream.ts';
import { pcmToWav } from './pcm-wav.ts';
import type { TranscribeRequest, Transcript, UtteranceRecognizer } from './types.ts';

/** Where the transcription endpoint is; `timeoutMs` covers the whole request, answer included. */
export interface OpenAiTranscriptionOptions extends Partial<UpstreamOptions> {
  baseUrl: string;
  apiKey?: string;
  /** `whisper-1` at OpenAI; local servers name their own (or ignore it). */
  model: string;
}

// verbose_json and some local servers also name the language they heard.
const transcriptSchema = z.object({ text: z.string(), language: z.string().optional() });

/** Any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI, faster-whisper-server, whisper.cpp). */
export function createOpenAiTranscriber(options: OpenAiTranscriptionOptions): UtteranceRecognizer {
  const upstream: UpstreamOptions = { ...UPSTREAM_DEFAULTS, ...options };
  const client = lazyOpenAi(options.baseUrl, options.apiKey);
  return {
    id: 'openai-transcription',
    async transcribe(req: TranscribeRequest): Promise<Transcript> {
      const wav = pcmToWav(req.audio);
      const answer: unknown = await request(upstream, req.signal, async (signal) =>
        (await client()).audio.transcriptions.create(
          {
            file: new File([wav], 'utterance.wav', { type: 'audio/wav' }),
            model: options.model,
            language: req.lang,
            ...(req.prompt ? { prompt: req.prompt } : {}),
            response_format: 'json',
          },
          { signal },
        ),
      );
      const parsed = transcriptSchema.safeParse(answer);
      if (!parsed.success) throw new ProviderError('bad_response', 'Transcription endpoint sent no text');
      const { text, language } = parsed.data;
      return { text: text.trim(), ...(language ? { lang: language } : {}) };
    },
  };
}
