import {
  VOICE_MAX_MS,
  VOICE_MIN_SPEECH_MS,
  VOICE_SENTENCE_PAUSE_MS,
  type VoiceSample,
} from '@offerpilot/shared';
import { decodeWav } from '../../ai/audio/wav.ts';
import { resample } from '../../ai/audio/resample.ts';
import { analyseSpeech, VAD_SAMPLE_RATE } from '../../ai/vad.ts';
import type { AppContext } from '../../context.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { createGate, GateFullError } from '../../lib/gate.ts';
import * as repo from './voice.repo.ts';

const toSample = (row: repo.VoiceRow): VoiceSample => ({
  durationMs: row.durationMs,
  speechMs: row.speechMs,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Checks a voice sample as SPEC.md section 5 asks: a 16-bit PCM WAV, shorter than 20 s, one sentence of
 * at least a second of speech (Silero VAD at 16 kHz mono), and measures it.
 */
export async function checkVoiceSample(bytes: Buffer): Promise<{ durationMs: number; speechMs: number }> {
  const wav = decodeWav(bytes);
  if (!wav) throw new AppError('materials.voiceNotWav');
  if (wav.durationMs >= VOICE_MAX_MS)
    throw new AppError('materials.voiceTooLong', { seconds: VOICE_MAX_MS / 1000 });
  const audio = resample(wav.mono, wav.sampleRate, VAD_SAMPLE_RATE);
  const speech = await analyseSpeech(audio, VOICE_SENTENCE_PAUSE_MS);
  if (speech.utterances === 0 || speech.speechMs < VOICE_MIN_SPEECH_MS)
    throw new AppError('materials.voiceTooShort');
  if (speech.utterances > 1) throw new AppError('materials.voiceOneSentence');
  return { durationMs: wav.durationMs, speechMs: speech.speechMs };
}

/** The user's voice sample: checked, stored as uploaded, shown, removed. */
export function createVoiceService(ctx: AppContext) {
  const gate = createGate(2, 8);
  return {
    /** POST /api/materials/voice. */
    async save(uid: number, bytes: Buffer): Promise<VoiceSample> {
      const measured = await gate
        .run(() => checkVoiceSample(bytes))
        .catch((err: unknown) => {
          throw err instanceof GateFullError ? rateLimited(5) : err;
        });
      const row = await repo.saveVoice(ctx.db, { uid, wav: bytes, ...measured, createdAt: ctx.clock.now() });
      return toSample(row);
    },
    /** GET /api/materials/voice. */
    async get(uid: number): Promise<VoiceSample | null> {
      const row = await repo.findVoice(ctx.db, uid);
      return row ? toSample(row) : null;
    },
    /** DELETE /api/materials/voice. */
    remove: (uid: number) => repo.deleteVoice(ctx.db, uid),
  };
}
export type VoiceService = ReturnType<typeof createVoiceService>;
