import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@offerpilot/shared';
import { join16, reshape, silence, speak, type Pcm } from './audio.ts';
import type { OpenAiFake } from './openai-fake.ts';
import { follow, handshake, until } from './socket-support.ts';
import { call, signIn, type TestServer } from './support.ts';
import { serverWithTranscriber, type TranscribingServer } from './transcriber-support.ts';

const RATE = 16_000;

/** Speech without espeak-ng's own silence around it, so that the gaps the test adds are the real gaps. */
function trimmed(pcm: Pcm): Int16Array {
  const { samples } = reshape(pcm, RATE, 1);
  const loud = (v: number) => Math.abs(v) > 300;
  const first = samples.findIndex(loud);
  const last = samples.findLastIndex(loud);
  return samples.subarray(Math.max(0, first), last + 1);
}

describe('the live assistant audio path (espeak speech, a transcription endpoint on loopback)', () => {
  let server: TranscribingServer | undefined;
  let t: TestServer;
  let asr: OpenAiFake;
  let heard: string[];

  beforeAll(async () => {
    // The endpoint "recognises" the fragments in the order they were spoken.
    server = await serverWithTranscriber();
    ({ t, asr, heard } = server);
  });
  afterAll(() => server?.close());

  it('retracts a draft when the interviewer goes on, drafts the joined question, and stores it', async () => {
    const token = (await signIn(t, 'live-audio@example.com')).token;
    const headers = { authorization: token, lang: 'en' };
    await call(t.url, '/api/goals/from-position/bytedance-backend-engineer', { method: 'POST', headers });
    const opened = await call(t.url, '/api/live/threads', {
      method: 'POST',
      body: { pause: 'medium' },
      headers,
    });
    const thread = opened.json.result;

    const first = 'Tell me about a production incident you handled';
    const second = 'and how you prevented it from recurring';
    heard.push(first, second);
    // 400 ms between the fragments: past the tentative end of speech, well within the 1 s pause.
    const audio = join16(
      silence(300, RATE),
      trimmed(speak(first)),
      silence(400, RATE),
      trimmed(speak(second)),
      silence(2_000, RATE),
    );

    const companion = await handshake(t.url, { token, channel: 'chat', threadId: thread.id });
    const mic = await handshake(t.url, { token, channel: 'audio', threadId: thread.id });
    expect(companion.error ?? mic.error).toBeUndefined();
    const seen = await follow(companion.socket);

    // 64 ms messages of PCM16, as a browser's recorder sends them, at the pace of speech: sent faster, the
    // second fragment would arrive before the first one's transcript, and no draft would be started to retract.
    const bytes = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
    for (let at = 0; at < bytes.length; at += 2_048) {
      mic.socket.emit('audio', bytes.subarray(at, at + 2_048));
      await new Promise((done) => setTimeout(done, 64));
    }

    const hint = await until(() => seen.find((e) => e.type === 'hint'));
    const types = seen.map((e) => e.type);
    expect(types.filter((type) => type === 'transcript')).toHaveLength(2);
    expect(types).toContain('retract');
    const questions = seen.filter((e) => e.type === 'question');
    expect(questions.at(-1)).toMatchObject({ text: `${first} ${second}` });
    // The retracted draft is the first fragment's; the final hint is the joined question's.
    const retracted = seen.find((e) => e.type === 'retract');
    expect(retracted && hint.type === 'hint' && retracted.hintId).not.toBe(
      hint.type === 'hint' && hint.hintId,
    );
    expect(hint).toMatchObject({ questionId: questions.at(-1)?.id, engine: 'offline' });
    expect(asr.requests.map((r) => r.path)).toEqual(['/audio/transcriptions', '/audio/transcriptions']);

    const stored = await call(t.url, `/api/live/threads/${thread.id}`, { headers });
    const events = stored.json.result.events as LiveEvent[];
    expect(events.map((e) => e.type)).toEqual(['transcript', 'transcript', 'question', 'hint']);
    expect(
      events.filter((e) => e.type === 'transcript').map((e) => e.type === 'transcript' && e.text),
    ).toEqual([first, second]);
    mic.socket.close();
    companion.socket.close();
  });
});
