import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ANSWER_PAUSE_MS, type MockEvent } from '@offerpilot/shared';
import type { Socket } from 'socket.io-client';
import { join16, reshape, silence, speak } from './audio.ts';
import { candidate, mockScreen } from './mock-support.ts';
import { handshake, until } from './socket-support.ts';
import { serverWithTranscriber, type TranscribingServer } from './transcriber-support.ts';

const RATE = 16_000;

/** A sentence spoken by espeak-ng at 16 kHz (with its own ~400 ms of silence around it). */
const said = (text: string): Int16Array => reshape(speak(text), RATE, 1).samples;

/** Sends PCM16 as a browser's recorder does: 64 ms messages (faster than real time; the server counts samples). */
async function send(mic: Socket, audio: Int16Array): Promise<void> {
  const bytes = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
  for (let at = 0; at < bytes.length; at += 2_048) {
    mic.emit('audio', bytes.subarray(at, at + 2_048));
    if ((at / 2_048) % 8 === 7) await new Promise((done) => setTimeout(done, 5));
  }
}

describe('a voice mock interview (espeak speech, a transcription endpoint on loopback)', () => {
  let s: TranscribingServer | undefined;
  const server = () => {
    if (!s) throw new Error('the server starts before the test');
    return s;
  };
  beforeAll(async () => {
    // Each transcription takes 300 ms: "done" may come while the last one is on its way.
    s = await serverWithTranscriber({}, 300);
  });
  afterAll(() => s?.close());

  it('writes the answer down as it is spoken; it ends on "done", and on a long pause', async () => {
    const { t, asr, heard } = server();
    const user = await candidate(t, 'mock-voice@example.com');
    await user.send('POST', '/api/goals/from-position/bytedance-backend-engineer');
    expect((await user.send('GET', '/api/mock/quote')).json.result.serverAsr).toBe(true);
    const thread = (await user.send('POST', '/api/mock/threads', { answerBy: 'voice' })).json.result;
    expect(thread.answerBy).toBe('voice');
    const screen = await mockScreen(t, user.token, thread.id);
    const mic = await handshake(t.url, { token: user.token, channel: 'audio', threadId: thread.id });
    expect(mic.error).toBeUndefined();
    const first = await screen.turn(1);
    const pieces = () => screen.events.filter((e) => e.type === 'transcript');
    const answers = () =>
      screen.events.filter((e): e is Extract<MockEvent, { type: 'answer' }> => e.type === 'answer');

    // Two sentences with a breath between them, then "I'm done".
    const one = 'I am a backend engineer with five years of experience';
    const two = 'and I led the checkout latency project';
    heard.push(one, two);
    await send(
      mic.socket,
      join16(silence(300, RATE), said(one), silence(700, RATE), said(two), silence(600, RATE)),
    );
    // "Done" as soon as the second phrase is being transcribed: the answer waits for it.
    await until(() => (asr.requests.length === 2 ? true : undefined));
    expect(pieces().length).toBeLessThan(2);
    expect(await screen.command('done', {})).toEqual({ ok: true });
    const spoken = await until(() => answers()[0]);
    expect(spoken).toMatchObject({ turnId: first.id, text: `${one} ${two}`, by: 'voice' });
    // Speaking time in audio time: the two sentences and the breath, not the wall clock.
    expect(spoken.durationMs).toBeGreaterThan(2_500);
    expect(spoken.durationMs).toBeLessThan(8_000);
    expect(pieces().map((p) => p.type === 'transcript' && [p.turnId, p.text])).toEqual([
      [first.id, one],
      [first.id, two],
    ]);
    const second = await screen.turn(2);

    // The next answer ends by itself after a long pause (MOCK_ANSWER_PAUSE_MS of silence after speech).
    const three = 'I cut the error rate by forty percent with better retries and alerts';
    heard.push(three);
    await send(
      mic.socket,
      join16(silence(300, RATE), said(three), silence(MOCK_ANSWER_PAUSE_MS - 1_500, RATE)),
    );
    await until(() => (pieces().length === 3 ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    expect(answers()).toHaveLength(1);
    await send(mic.socket, silence(1_500, RATE));
    const paused = await until(() => answers()[1]);
    expect(paused).toMatchObject({ turnId: second.id, text: three, by: 'voice' });
    await screen.turn(3);
    expect(asr.requests.map((r) => r.path)).toEqual(Array.from({ length: 3 }, () => '/audio/transcriptions'));

    // The browser's own recognition: phrases make the answer, "done" ends it.
    const third = screen.turns()[2];
    expect(await screen.command('phrase', { text: 'We shipped it in two weeks' })).toEqual({ ok: true });
    expect(await screen.command('phrase', { text: 'and kept it stable' })).toEqual({ ok: true });
    await screen.command('done', {});
    const typed = await until(() => answers()[2]);
    expect(typed).toMatchObject({
      turnId: third?.id,
      text: 'We shipped it in two weeks and kept it stable',
      by: 'voice',
    });
    mic.socket.close();
    screen.close();
    await user.send('POST', `/api/mock/threads/${thread.id}/end`);
  });
});
