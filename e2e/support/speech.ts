// Speech for Chromium's fake microphone (--use-file-for-fake-audio-capture): a sentence spoken by espeak-ng
// between stretches of silence, written as the WAV file Chromium plays, in a loop, as the microphone's sound.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A WAV of `before` seconds of silence, `text` spoken by espeak-ng in `voice` (`en-us`, or `cmn-latn-pinyin`
 * for Mandarin written in pinyin with tone numbers), then `after` seconds of silence; returns its path.
 */
export function spokenWav(
  text: string,
  voice: string,
  { before = 0.5, after }: { before?: number; after: number },
) {
  const dir = mkdtempSync(join(tmpdir(), 'op-e2e-speech-'));
  const spoken = join(dir, 'spoken.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', spoken, text]);
  const wav = readFileSync(spoken);
  const rate = wav.readUInt32LE(24);
  const pad = (seconds: number) => Buffer.alloc(Math.round(rate * seconds) * 2);
  const data = Buffer.concat([pad(before), wav.subarray(44), pad(after)]);
  const head = Buffer.from(wav.subarray(0, 44));
  head.writeUInt32LE(36 + data.length, 4);
  head.writeUInt32LE(data.length, 40);
  const file = join(dir, 'speech.wav');
  writeFileSync(file, Buffer.concat([head, data]));
  return file;
}
