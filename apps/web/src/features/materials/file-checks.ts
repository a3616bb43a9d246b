import { MATERIAL_LIMITS, toMb } from './material-limits.ts';

/** What the browser knows of a chosen file before sending it. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/**
 * Why a file is refused before upload, as the server's error key (errors.json `materials.*`) with its
 * parameters, so that the browser and the server say the same words. The server decides again by content.
 */
export type FileProblem =
  | { key: 'materials.unsupportedType' }
  | { key: 'materials.tooLarge'; maxMb: number }
  | { key: 'materials.empty' }
  | { key: 'materials.voiceNotWav' }
  | { key: 'materials.voiceTooLong'; seconds: number };

/** The resume types of SPEC.md section 5 with the media types browsers report for them. */
const RESUME_TYPES: Record<string, readonly string[]> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  txt: ['text/plain'],
};
const WAV_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'];
/** Browsers report no type, or a generic one, for files whose type the system does not know. */
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

/** The `accept` attribute of the resume file input. */
export const RESUME_ACCEPT = '.pdf,.docx,.txt';
export const VOICE_ACCEPT = '.wav,audio/wav';

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The extension is one of the allowed ones and the reported type, when there is one, agrees with it. */
function typeFits(file: ChosenFile, types: readonly string[] | undefined): boolean {
  if (!types) return false;
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  return UNKNOWN_TYPES.includes(type) || types.includes(type);
}

/** A resume file: pdf, docx or txt, at most 10 MB, not empty. */
export function checkResumeFile(file: ChosenFile): FileProblem | null {
  if (!typeFits(file, RESUME_TYPES[extensionOf(file.name)])) return { key: 'materials.unsupportedType' };
  if (file.size > MATERIAL_LIMITS.resumeMaxBytes) {
    return { key: 'materials.tooLarge', maxMb: toMb(MATERIAL_LIMITS.resumeMaxBytes) };
  }
  if (file.size === 0) return { key: 'materials.empty' };
  return null;
}

/** A voice sample by its name, type and size: a .wav file within the upload limit. */
export function checkVoiceFile(file: ChosenFile): FileProblem | null {
  if (extensionOf(file.name) !== 'wav' || !typeFits(file, WAV_TYPES)) return { key: 'materials.voiceNotWav' };
  if (file.size > MATERIAL_LIMITS.voiceMaxBytes) {
    return { key: 'materials.tooLarge', maxMb: toMb(MATERIAL_LIMITS.voiceMaxBytes) };
  }
  return null;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * The length of a WAV file in milliseconds from its first bytes (the `fmt ` byte rate and the `data` size,
 * as far as the file really goes): `notWav` without a RIFF/WAVE header, null when the head cannot tell.
 */
export function wavDurationMs(head: Uint8Array, fileBytes = head.length): number | 'notWav' | null {
  if (head.length < 12 || ascii(head, 0) !== 'RIFF' || ascii(head, 8) !== 'WAVE') return 'notWav';
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= head.length;) {
    const id = ascii(head, at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 20 <= head.length) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      // A streamed WAV may leave the data size open (0xFFFFFFFF): the data runs to the end of the file.
      const dataBytes = Math.min(size, fileBytes - at - 8);
      return byteRate > 0 ? Math.round((dataBytes / byteRate) * 1000) : null;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** A voice sample by its head: a WAV shorter than 20 seconds (speech and sentences are the server's). */
export function checkVoiceHeader(head: Uint8Array, fileBytes: number): FileProblem | null {
  const duration = wavDurationMs(head, fileBytes);
  if (duration === 'notWav') return { key: 'materials.voiceNotWav' };
  if (duration !== null && duration >= MATERIAL_LIMITS.voiceMaxMs) {
    return { key: 'materials.voiceTooLong', seconds: MATERIAL_LIMITS.voiceMaxMs / 1000 };
  }
  return null;
}
