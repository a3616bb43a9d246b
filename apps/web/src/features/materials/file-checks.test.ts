import { describe, expect, it } from 'vitest';
import { checkResumeFile, checkVoiceFile, checkVoiceHeader, wavDurationMs } from './file-checks.ts';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The head of a 16-bit PCM WAV: RIFF, an optional extra chunk, `fmt `, then `data` of `dataBytes`. */
function wavHead(opts: { rate?: number; channels?: number; dataBytes: number; extra?: number }): Uint8Array {
  const { rate = 16000, channels = 1, dataBytes, extra = 0 } = opts;
  const bytes = new Uint8Array(44 + (extra ? 8 + extra + (extra % 2) : 0));
  const view = new DataView(bytes.buffer);
  const tag = (at: number, text: string) => [...text].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  tag(0, 'RIFF');
  view.setUint32(4, bytes.length - 8 + dataBytes, true);
  tag(8, 'WAVE');
  let at = 12;
  if (extra) {
    tag(at, 'LIST');
    view.setUint32(at + 4, extra, true);
    at += 8 + extra + (extra % 2);
  }
  tag(at, 'fmt ');
  view.setUint32(at + 4, 16, true);
  view.setUint16(at + 8, 1, true);
  view.setUint16(at + 10, channels, true);
  view.setUint32(at + 12, rate, true);
  view.setUint32(at + 16, rate * channels * 2, true);
  view.setUint16(at + 20, channels * 2, true);
  view.setUint16(at + 22, 16, true);
  tag(at + 24, 'data');
  view.setUint32(at + 28, dataBytes, true);
  return bytes;
}

describe('resume file checks before upload (SPEC.md section 5)', () => {
  it('accepts pdf, docx and txt, whatever the case of the extension', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(checkResumeFile({ name: 'CV.DOCX', size: 1000, type: DOCX })).toBeNull();
    expect(checkResumeFile({ name: 'cv.txt', size: 10, type: 'text/plain;charset=utf-8' })).toBeNull();
    // Systems that do not know the type report none, or a generic one: the extension decides here.
    expect(checkResumeFile({ name: 'cv.docx', size: 1000, type: '' })).toBeNull();
    expect(checkResumeFile({ name: 'cv.pdf', size: 1000, type: 'application/octet-stream' })).toBeNull();
  });

  it('refuses other types as "unsupported file type"', () => {
    const unsupported = { key: 'materials.unsupportedType' };
    expect(checkResumeFile({ name: 'cv.doc', size: 1000, type: 'application/msword' })).toEqual(unsupported);
    expect(checkResumeFile({ name: 'photo.png', size: 1000, type: 'image/png' })).toEqual(unsupported);
    expect(checkResumeFile({ name: 'resume', size: 1000, type: '' })).toEqual(unsupported);
    expect(checkResumeFile({ name: 'cv.pdf.exe', size: 1000, type: '' })).toEqual(unsupported);
    // A name that lies about its type is refused when the browser knows better.
    expect(checkResumeFile({ name: 'cv.pdf', size: 1000, type: 'image/png' })).toEqual(unsupported);
  });

  it('refuses files over 10 MB as "file too large", and empty ones', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 10 * MB, type: 'application/pdf' })).toBeNull();
    expect(checkResumeFile({ name: 'cv.pdf', size: 10 * MB + 1, type: 'application/pdf' })).toEqual({
      key: 'materials.tooLarge',
      maxMb: 10,
    });
    expect(checkResumeFile({ name: 'cv.txt', size: 0, type: 'text/plain' })).toEqual({
      key: 'materials.empty',
    });
  });
});

describe('voice sample checks before upload', () => {
  it('takes .wav files only, within the upload limit', () => {
    expect(checkVoiceFile({ name: 'me.wav', size: 100_000, type: 'audio/wav' })).toBeNull();
    expect(checkVoiceFile({ name: 'ME.WAV', size: 100_000, type: 'audio/x-wav' })).toBeNull();
    expect(checkVoiceFile({ name: 'me.mp3', size: 100_000, type: 'audio/mpeg' })).toEqual({
      key: 'materials.voiceNotWav',
    });
    expect(checkVoiceFile({ name: 'me.wav', size: 100_000, type: 'audio/mpeg' })).toEqual({
      key: 'materials.voiceNotWav',
    });
    expect(checkVoiceFile({ name: 'me.wav', size: 8 * MB + 1, type: 'audio/wav' })).toEqual({
      key: 'materials.tooLarge',
      maxMb: 8,
    });
  });

  it('reads the length from the header, past other chunks', () => {
    expect(wavDurationMs(wavHead({ dataBytes: 32000 * 3 }), 44 + 32000 * 3)).toBe(3000);
    const stereo = wavHead({ rate: 44100, channels: 2, dataBytes: 44100 * 4 * 2, extra: 27 });
    expect(wavDurationMs(stereo, stereo.length + 44100 * 4 * 2)).toBe(2000);
    // An open data size (a streamed WAV) runs to the end of the file.
    expect(wavDurationMs(wavHead({ dataBytes: 0xffffffff }), 44 + 32000)).toBe(1000);
    expect(wavDurationMs(new TextEncoder().encode('ID3\u0004 not a wave file'))).toBe('notWav');
    expect(wavDurationMs(wavHead({ dataBytes: 10 }).subarray(0, 30))).toBeNull();
  });

  it('refuses a recording of 20 seconds or more, and what is not a WAV', () => {
    const at = (seconds: number) => {
      const head = wavHead({ dataBytes: 32000 * seconds });
      return checkVoiceHeader(head, head.length + 32000 * seconds);
    };
    expect(at(19.9)).toBeNull();
    expect(at(20)).toEqual({ key: 'materials.voiceTooLong', seconds: 20 });
    expect(checkVoiceHeader(new Uint8Array(100), 100)).toEqual({ key: 'materials.voiceNotWav' });
  });
});
