import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiSpeech } from '../src/providers/tts/openai-speech.ts';
import { type OpenAiFake, startOpenAiFake } from './openai-fake.ts';

let fake: OpenAiFake;
beforeEach(async () => (fake = await startOpenAiFake()));
afterEach(() => fake.close());

// The first bytes of an MPEG audio frame; the provider passes bytes through untouched.
const MP3 = Buffer.from([0xff, 0xfb, 0x90, 0x64, 0x00, 0x01, 0x02, 0x03]);

function speech(options: { timeoutMs?: number } = {}) {
  return createOpenAiSpeech({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-tts',
    model: 'tts-1',
    voice: 'alloy',
    backoffMs: 5,
    ...options,
  });
}

describe('speech synthesis: OpenAI-compatible speech', () => {
  it('returns the audio bytes and their type, for the text and voice asked', async () => {
    fake.reply(
      { type: 'audio', bytes: MP3, mime: 'audio/mpeg' },
      { type: 'audio', bytes: MP3, mime: 'audio/wav' },
    );
    const spoken = await speech().synthesize({ text: 'Tell me about a project you led.', lang: 'en' });
    expect(spoken).toEqual({ audio: MP3, mime: 'audio/mpeg' });
    const [request] = fake.requests;
    expect(request?.path).toBe('/audio/speech');
    expect(request?.headers.authorization).toBe('Bearer sk-tts');
    expect(request?.json).toEqual({
      model: 'tts-1',
      voice: 'alloy',
      input: 'Tell me about a project you led.',
      response_format: 'mp3',
    });
    expect((await speech().synthesize({ text: '你好', lang: 'zh', voice: 'nova' })).mime).toBe('audio/wav');
    expect(fake.requests[1]?.json).toMatchObject({ voice: 'nova', input: '你好' });
  });

  it('retries 429 then 500, then returns the audio; a 400 is not retried', async () => {
    fake.reply(
      { type: 'error', status: 429 },
      { type: 'error', status: 500 },
      { type: 'audio', bytes: MP3, mime: 'audio/mpeg' },
      { type: 'error', status: 400 },
    );
    expect((await speech().synthesize({ text: 'hi', lang: 'en' })).audio).toEqual(MP3);
    await expect(speech().synthesize({ text: 'hi', lang: 'en' })).rejects.toMatchObject({
      kind: 'upstream',
      status: 400,
    });
    expect(fake.requests).toHaveLength(4);
  });

  it('times out when the audio is too slow to come, and closes the request', async () => {
    fake.reply({ type: 'audio', bytes: MP3, mime: 'audio/mpeg', delayMs: 2_000 });
    const synth = speech({ timeoutMs: 150 }).synthesize({ text: 'hi', lang: 'en' });
    await expect(synth).rejects.toMatchObject({ kind: 'timeout' });
    await fake.requests[0]?.closed;
    expect(fake.requests[0]?.aborted).toBe(true);
  });

  it('fails with bad_response when the endpoint answers something that is not audio', async () => {
    fake.reply({ type: 'json', body: { ok: true } });
    await expect(speech().synthesize({ text: 'hi', lang: 'en' })).rejects.toMatchObject({
      kind: 'bad_response',
    });
    expect(fake.requests).toHaveLength(1);
  });
});
