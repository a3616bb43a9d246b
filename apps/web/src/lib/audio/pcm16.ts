/** The server's audio format (PRODUCT.md section 3): 16 kHz mono PCM16, sent as frames of 512 samples (32 ms). */
export const TARGET_RATE = 16_000;
export const FRAME_SAMPLES = 512;

/**
 * Turns float samples at the capture's rate (48 kHz or 44.1 kHz in browsers) into 16 kHz PCM16 frames, block by
 * block as an AudioWorklet hands them over: each output sample averages the input samples of its interval
 * (a box filter, enough against aliasing for speech recognition), and the position carries over between blocks,
 * so the frames are the same however the input is cut.
 */
export function createDownsampler(inputRate: number, onFrame: (frame: Int16Array) => void) {
  if (inputRate < TARGET_RATE) throw new Error(`capture rate ${inputRate} Hz is below ${TARGET_RATE} Hz`);
  const step = inputRate / TARGET_RATE;
  let frame = new Int16Array(FRAME_SAMPLES);
  let filled = 0;
  /** Where the next output sample's interval ends, in input samples since the stream began. */
  let nextEdge = step;
  let consumed = 0;
  let sum = 0;
  let count = 0;

  function emit(value: number): void {
    const clamped = Math.max(-1, Math.min(1, value));
    frame[filled++] = Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
    if (filled < FRAME_SAMPLES) return;
    onFrame(frame);
    frame = new Int16Array(FRAME_SAMPLES);
    filled = 0;
  }

  return {
    /** One block of mono float samples in [-1, 1]. */
    push(block: Float32Array): void {
      for (const x of block) {
        sum += x;
        count++;
        consumed++;
        if (consumed >= nextEdge) {
          emit(sum / count);
          sum = 0;
          count = 0;
          nextEdge += step;
        }
      }
    },
  };
}

/** The level of a block in dBFS (−100 for silence), for the meter that shows sound arrives. */
export function levelDb(block: Float32Array): number {
  let sum = 0;
  for (const x of block) sum += x * x;
  const rms = Math.sqrt(sum / Math.max(1, block.length));
  return rms > 0 ? Math.max(-100, 20 * Math.log10(rms)) : -100;
}
