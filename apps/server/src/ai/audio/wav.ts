/** PCM audio decoded from a WAV file, mixed down to one channel of samples in [-1, 1). */
export interface DecodedWav {
  sampleRate: number;
  channels: number;
  /** Length of the recording, all channels together. */
  durationMs: number;
  mono: Float32Array;
}

const PCM = 1;
const EXTENSIBLE = 0xfffe;

function tag(bytes: Buffer, at: number): string {
  return bytes.toString('latin1', at, at + 4);
}

interface Format {
  channels: number;
  sampleRate: number;
  bits: number;
}

function readFormat(bytes: Buffer, at: number, size: number): Format | null {
  if (size < 16) return null;
  const format = bytes.readUInt16LE(at);
  // WAVE_FORMAT_EXTENSIBLE names its real format in the first two bytes of the sub-format GUID.
  const real = format === EXTENSIBLE && size >= 40 ? bytes.readUInt16LE(at + 24) : format;
  if (real !== PCM) return null;
  return {
    channels: bytes.readUInt16LE(at + 2),
    sampleRate: bytes.readUInt32LE(at + 4),
    bits: bytes.readUInt16LE(at + 14),
  };
}

/** The `fmt ` and `data` chunks of a RIFF/WAVE file; null when it is not one. */
function chunks(bytes: Buffer): { format: Format | null; data: { at: number; size: number } | null } | null {
  if (bytes.length < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') return null;
  let format: Format | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = tag(bytes, at);
    const size = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    // A streamed WAV may leave the data size open (0xFFFFFFFF): the data runs to the end of the file.
    if (id === 'data') return { format, data: { at: body, size: Math.min(size, bytes.length - body) } };
    if (id === 'fmt ') format = readFormat(bytes, body, Math.min(size, bytes.length - body));
    at = body + size + (size % 2);
  }
  return { format, data: null };
}

/** Decodes a RIFF/WAVE file of 16-bit PCM (any rate, any channel count); null for anything else. */
export function decodeWav(bytes: Buffer): DecodedWav | null {
  const found = chunks(bytes);
  const format = found?.format;
  if (!found?.data || !format || format.bits !== 16) return null;
  const { channels, sampleRate } = format;
  if (channels < 1 || channels > 8 || sampleRate < 8000 || sampleRate > 192_000) return null;
  const frames = Math.floor(found.data.size / (2 * channels));
  const mono = new Float32Array(frames);
  for (let f = 0, at = found.data.at; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++, at += 2) sum += bytes.readInt16LE(at);
    mono[f] = sum / channels / 32768;
  }
  return { sampleRate, channels, durationMs: Math.round((frames / sampleRate) * 1000), mono };
}
