/** A chunk of 16-bit little-endian PCM as a client sends it: samples, or raw bytes of any length. */
export type PcmChunk = Int16Array | Uint8Array | ArrayBuffer;

/**
 * Cuts a stream of PCM16 chunks of any size into frames of `frameSamples`. Raw bytes are read little-endian
 * one pair at a time, so an odd byte count or an odd offset (a Buffer sliced from a socket packet) is
 * carried over to the next chunk instead of being misread.
 */
export function createFramer(frameSamples: number) {
  let frame = new Int16Array(frameSamples);
  let filled = 0;
  let carry = -1;

  function addSamples(samples: Int16Array, out: Int16Array[]): void {
    for (let at = 0; at < samples.length;) {
      const n = Math.min(frameSamples - filled, samples.length - at);
      frame.set(samples.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled < frameSamples) continue;
      out.push(frame);
      frame = new Int16Array(frameSamples);
      filled = 0;
    }
  }

  function samplesOf(bytes: Uint8Array): Int16Array {
    if (bytes.length === 0) return new Int16Array(0);
    const lead = carry >= 0 ? 1 : 0;
    const out = new Int16Array(lead + Math.floor((bytes.length - lead) / 2));
    // Storing into an Int16Array wraps the 16-bit word to its signed value.
    if (lead) out[0] = ((bytes[0] ?? 0) << 8) | carry;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = lead, n = lead; i + 1 < bytes.length; i += 2) out[n++] = view.getInt16(i, true);
    carry = (bytes.length - lead) % 2 ? (bytes[bytes.length - 1] ?? 0) : -1;
    return out;
  }

  return {
    /** Takes a chunk; returns the frames it completed, in order. */
    push(chunk: PcmChunk): Int16Array[] {
      const out: Int16Array[] = [];
      const bytes = chunk instanceof ArrayBuffer ? new Uint8Array(chunk) : chunk;
      addSamples(bytes instanceof Int16Array ? bytes : samplesOf(bytes), out);
      return out;
    },
    /** The samples of the frame not yet complete (a lone odd byte is dropped), and starts afresh. */
    drain(): Int16Array {
      const rest = frame.slice(0, filled);
      filled = 0;
      carry = -1;
      return rest;
    },
    /** Samples waiting for their frame to fill. */
    get pending(): number {
      return filled;
    },
  };
}

/** The largest absolute sample of a frame: the cheap level test of the silence gate. */
export function peakOf(frame: Int16Array): number {
  let peak = 0;
  for (const s of frame) {
    const a = s < 0 ? -s : s;
    if (a > peak) peak = a;
  }
  return peak;
}

/** Frames one after another as one array. */
export function joinFrames(frames: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const f of frames) {
    out.set(f, at);
    at += f.length;
  }
  return out;
}

/** PCM16 samples as the model's floats in [-1, 1). */
export function toFloat(frame: Int16Array, length = frame.length): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < frame.length && i < length; i++) out[i] = (frame[i] ?? 0) / 32768;
  return out;
}
