/**
 * The AudioWorklet of the capture (lib/audio/capture.ts), bundled on its own (`?worker&url`): it mixes the track
 * to mono, turns it into the server's 16 kHz PCM16 frames of 512 samples and posts each frame's buffer, and posts
 * the level in dBFS about ten times a second for the meter.
 */
import { createDownsampler, levelDb } from './pcm16.ts';

// The AudioWorkletGlobalScope's names, which TypeScript's DOM library does not declare.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: typeof AudioWorkletProcessor): void;

/** The processor's name, as `new AudioWorkletNode(context, name)` asks for it. */
const PROCESSOR = 'pcm16-capture';
const LEVEL_EVERY_SAMPLES = Math.round(sampleRate / 10);

/** The channels' average, sample by sample. */
function mix(channels: Float32Array[], length: number): Float32Array {
  const mono = new Float32Array(length);
  for (const channel of channels) {
    channel.forEach((sample, i) => {
      mono[i] = (mono[i] ?? 0) + sample / channels.length;
    });
  }
  return mono;
}

class Pcm16Capture extends AudioWorkletProcessor {
  private readonly downsampler = createDownsampler(sampleRate, (frame) =>
    this.port.postMessage(frame.buffer, [frame.buffer]),
  );
  private readonly levelBlock = new Float32Array(LEVEL_EVERY_SAMPLES);
  private levelFilled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0] ?? [];
    const first = channels[0];
    if (!first) return true;
    const mono = channels.length === 1 ? first : mix(channels, first.length);
    this.downsampler.push(mono);
    this.measure(mono);
    return true;
  }

  private measure(block: Float32Array): void {
    const room = this.levelBlock.length - this.levelFilled;
    this.levelBlock.set(block.subarray(0, room), this.levelFilled);
    this.levelFilled += Math.min(room, block.length);
    if (this.levelFilled < this.levelBlock.length) return;
    this.port.postMessage(levelDb(this.levelBlock));
    this.levelFilled = 0;
  }
}

registerProcessor(PROCESSOR, Pcm16Capture);
