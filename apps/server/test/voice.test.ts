import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join16, reshape, silence, speak, tone, wavOf, type Pcm } from './audio.ts';
import { call, DB_KINDS, signIn, startTestServer, type TestServer } from './support.ts';
import { upload } from './upload.ts';

const PATH = '/api/materials/voice';
const EN = 'Hello, my name is Alex, and I am preparing for my software engineering interview.';
const ZH =
  'ni3 hao3, wo3 jiao4 zhang1 wei3, wo3 zheng4 zai4 zhun3 bei4 ruan3 jian4 gong1 cheng2 shi1 de5 mian4 shi4.';

describe.each(DB_KINDS)('voice sample on %s', (kind) => {
  let t: TestServer;
  let auth: Record<string, string>;
  let en: Pcm;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    auth = { authorization: (await signIn(t, `voice-${kind}@example.com`)).token, lang: 'en' };
    en = speak(EN);
  });
  afterAll(() => t.close());
  const send = (wav: Buffer, name = 'me.wav') =>
    upload(t.url, PATH, { bytes: wav, name, type: 'audio/wav' }, auth);

  it('accepts one spoken sentence, stores it, shows it and removes it', async () => {
    expect((await call(t.url, PATH, { headers: auth })).json.result).toBeNull();
    const r = await send(wavOf(en));
    expect(r.status).toBe(200);
    const seconds = en.samples.length / en.rate;
    expect(r.json?.result.durationMs).toBeCloseTo(seconds * 1000, -1);
    expect(r.json?.result.speechMs).toBeGreaterThan(2000);
    expect(r.json?.result.speechMs).toBeLessThanOrEqual(r.json?.result.durationMs);
    expect((await call(t.url, PATH, { headers: auth })).json.result).toEqual(r.json?.result);
    expect((await call(t.url, PATH, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await call(t.url, PATH, { headers: auth })).json.result).toBeNull();
  });

  it('hears Mandarin too, and a 48 kHz stereo or 8 kHz recording after resampling', async () => {
    const zh = await send(wavOf(speak(ZH, 'cmn-latn-pinyin')));
    expect(zh.status).toBe(200);
    expect((await send(wavOf(reshape(en, 48_000, 2)))).status).toBe(200);
    expect((await send(wavOf(reshape(en, 8000, 1)))).status).toBe(200);
  });

  it('refuses silence, a tone and a mumble as too little speech', async () => {
    const rate = en.rate;
    for (const samples of [silence(3000, rate), tone(3000, 440, rate), en.samples.subarray(0, rate * 0.4)]) {
      const r = await send(wavOf({ rate, channels: 1, samples }));
      expect(r.json).toMatchObject({ code: 422, error: 'materials.voiceTooShort' });
    }
  });

  it('refuses two sentences apart, 25 seconds of audio, and anything but 16-bit PCM WAV', async () => {
    const two = join16(en.samples, silence(1500, en.rate), en.samples.subarray(0, en.rate * 2));
    expect((await send(wavOf({ ...en, samples: two }))).json).toMatchObject({
      code: 422,
      error: 'materials.voiceOneSentence',
    });
    const long = join16(en.samples, silence(25_000, en.rate));
    expect((await send(wavOf({ ...en, samples: long }))).json).toMatchObject({
      code: 422,
      error: 'materials.voiceTooLong',
      message: 'The voice sample must be shorter than 20 seconds.',
    });
    const eightBit = wavOf(en);
    eightBit.writeUInt16LE(8, 34);
    const notWav = Buffer.from('ID3\u0004\u0000\u0000 an mp3 file');
    for (const bytes of [eightBit, notWav, Buffer.alloc(0)]) {
      expect((await send(bytes, 'voice.wav')).json).toMatchObject({
        code: 415,
        error: 'materials.voiceNotWav',
      });
    }
  });
});
