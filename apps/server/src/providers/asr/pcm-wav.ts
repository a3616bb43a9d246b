/** 16 kHz, the rate every recogniser here takes. */
export const PCM_SAMPLE_RATE = 16_000;

/** Wraps PCM16 mono samples in a RIFF/WAVE file (44-byte header, little-endian). */
export function pcmToWav(pcm: Int16Array, sampleRate = PCM_SAMPLE_RATE): Buffer {
  const dataBytes = pcm.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < pcm.length; i++) wav.writeInt16LE(pcm[i] ?? 0, 44 + i * 2);
  return wav;
}
