// The server tests' loopback OpenAI fake (apps/server/test/openai-fake.ts) as the browser tests use it: loaded
// by its path when a test runs, with the few types used declared here (its own would bring DOM typings in).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { E2E_LIMITS } from './global-setup.ts';
import { ROOT, startBuiltServer, type RunningServer } from './server.ts';

/**
 * A request as the fake saw it: its path below `/v1`, its body (parsed when JSON; when multipart, its text
 * fields), when it came (performance.now() of this process), and whether the client hung up before the answer.
 */
export interface FakeRequest {
  path: string;
  body: Buffer;
  json: Record<string, unknown> | undefined;
  fields: Record<string, string>;
  at: number;
  aborted: boolean;
  /** Settles when the exchange is over, either way. */
  closed: Promise<void>;
}

export interface OpenAiFake {
  baseUrl: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export interface FakeModule {
  startOpenAiFake(fallback: (request: FakeRequest) => unknown): Promise<OpenAiFake>;
  streamReply(deltas: string[], options: { delayMs?: number }): unknown;
}

/** The fake's module: `startOpenAiFake(answer)` and `streamReply(deltas)` for a model writing slowly. */
export const openAiFakes = async (): Promise<FakeModule> =>
  (await import(pathToFileURL(join(ROOT, 'apps/server/test/openai-fake.ts')).href)) as FakeModule;

/** The transcription requests the fake received. */
export const transcriptionsOf = (fake: OpenAiFake) =>
  fake.requests.filter((request) => request.path === '/audio/transcriptions');

/**
 * A built server of a test file's own whose speech recognition is a transcription endpoint faked at its HTTP
 * boundary: each request is answered with the text `heard` gives for it (its `language` field says which).
 */
export function useTranscribingServer(heard: (request: FakeRequest) => string) {
  let fake: OpenAiFake | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    fake = await (
      await openAiFakes()
    ).startOpenAiFake((request) => ({
      type: 'json',
      body: { text: heard(request) },
    }));
    server = await startBuiltServer({
      ...E2E_LIMITS,
      ASR_PROVIDER: 'openai',
      ASR_BASE_URL: fake.baseUrl,
      ASR_MODEL: 'whisper-1',
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  return () => {
    if (!fake || !server) throw new Error('server not started');
    return { fake, server };
  };
}
