// A test server whose speech recognition is an OpenAI-compatible transcription endpoint on loopback.
import { startOpenAiFake, type OpenAiFake } from './openai-fake.ts';
import { RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

export interface TranscribingServer {
  t: TestServer;
  asr: OpenAiFake;
  /** What the endpoint "recognises", one text per request in the order asked ('' when empty). */
  heard: string[];
  close(): Promise<void>;
}

/** Starts the endpoint (answering after `delayMs`) and a server (embedded mode) that sends every utterance to it. */
export async function serverWithTranscriber(
  env: Record<string, string> = {},
  delayMs = 0,
): Promise<TranscribingServer> {
  const heard: string[] = [];
  const asr = await startOpenAiFake(() => ({ type: 'json', body: { text: heard.shift() ?? '' }, delayMs }));
  const t = await startTestServer({
    env: {
      ...RELAXED_LIMITS,
      ASR_PROVIDER: 'openai',
      ASR_BASE_URL: asr.baseUrl,
      ASR_MODEL: 'whisper-1',
      ...env,
    },
  });
  return {
    t,
    asr,
    heard,
    async close() {
      await t.close();
      await asr.close();
    },
  };
}
