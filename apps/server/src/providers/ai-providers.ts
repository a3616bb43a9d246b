import { createOpenAiTranscriber } from './asr/openai-transcription.ts';
import { createSherpaRecognizer } from './asr/sherpa-onnx.ts';
import type { StreamingRecognizer, UtteranceRecognizer } from './asr/types.ts';
import { utteranceFromStreaming } from './asr/utterance-from-stream.ts';
import { createOpenAiChat } from './llm/openai-chat.ts';
import type { LlmProvider } from './llm/types.ts';
import { createOpenAiSpeech } from './tts/openai-speech.ts';
import type { SpeechSynthesizer } from './tts/types.ts';
import type { ProviderLog } from './types.ts';

/** Settings the model providers read; the server's parsed env satisfies it. */
export interface AiConfig {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS: number;
  LLM_IDLE_TIMEOUT_MS: number;
  LLM_MAX_ATTEMPTS: number;
  ASR_PROVIDER: 'none' | 'openai' | 'sherpa-onnx';
  ASR_BASE_URL?: string;
  ASR_API_KEY?: string;
  ASR_MODEL: string;
  ASR_MODEL_DIR?: string;
  ASR_TIMEOUT_MS: number;
  TTS_BASE_URL?: string;
  TTS_API_KEY?: string;
  TTS_MODEL: string;
  TTS_VOICE: string;
  TTS_TIMEOUT_MS: number;
}

/** The model providers chosen by configuration; null where none is configured (the offline coach). */
export interface AiProviders {
  llm: LlmProvider | null;
  /** Per utterance: the transcription endpoint, or the local streaming model fed a whole utterance. */
  asr: UtteranceRecognizer | null;
  streamingAsr: StreamingRecognizer | null;
  /** Null: the web app speaks with the browser's voice. */
  tts: SpeechSynthesizer | null;
}

function required(value: string | undefined, name: string, why: string): string {
  if (!value) throw new Error(`${name} must be set when ${why}.`);
  return value;
}

function chooseLlm(config: AiConfig): LlmProvider | null {
  if (!config.LLM_BASE_URL) return null;
  return createOpenAiChat({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: required(config.LLM_MODEL, 'LLM_MODEL', 'LLM_BASE_URL is set'),
    timeoutMs: config.LLM_TIMEOUT_MS,
    idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
    maxAttempts: config.LLM_MAX_ATTEMPTS,
  });
}

async function chooseAsr(config: AiConfig): Promise<Pick<AiProviders, 'asr' | 'streamingAsr'>> {
  if (config.ASR_PROVIDER === 'openai') {
    const asr = createOpenAiTranscriber({
      baseUrl: required(config.ASR_BASE_URL, 'ASR_BASE_URL', 'ASR_PROVIDER=openai'),
      apiKey: config.ASR_API_KEY,
      model: config.ASR_MODEL,
      timeoutMs: config.ASR_TIMEOUT_MS,
    });
    return { asr, streamingAsr: null };
  }
  if (config.ASR_PROVIDER === 'sherpa-onnx') {
    const dir = required(config.ASR_MODEL_DIR, 'ASR_MODEL_DIR', 'ASR_PROVIDER=sherpa-onnx');
    const streamingAsr = await createSherpaRecognizer(dir);
    return { asr: utteranceFromStreaming(streamingAsr), streamingAsr };
  }
  return { asr: null, streamingAsr: null };
}

function chooseTts(config: AiConfig): SpeechSynthesizer | null {
  if (!config.TTS_BASE_URL) return null;
  return createOpenAiSpeech({
    baseUrl: config.TTS_BASE_URL,
    apiKey: config.TTS_API_KEY,
    model: config.TTS_MODEL,
    voice: config.TTS_VOICE,
    timeoutMs: config.TTS_TIMEOUT_MS,
  });
}

const host = (url: string | undefined): string | null => (url ? new URL(url).host : null);

/**
 * Picks the LLM, speech recognition and speech synthesis from settings; nothing set means offline (all null).
 * A half-made configuration, or a local model folder with missing files, stops the start with a clear error.
 */
export async function createAiProviders(config: AiConfig, log?: ProviderLog): Promise<AiProviders> {
  const providers: AiProviders = {
    llm: chooseLlm(config),
    ...(await chooseAsr(config)),
    tts: chooseTts(config),
  };
  log?.info(
    {
      llm: providers.llm && { model: providers.llm.model, host: host(config.LLM_BASE_URL) },
      asr: providers.asr?.id ?? null,
      tts: providers.tts && { model: config.TTS_MODEL, host: host(config.TTS_BASE_URL) },
    },
    'AI providers',
  );
  return providers;
}
