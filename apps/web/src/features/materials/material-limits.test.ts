import { describe, expect, it } from 'vitest';
import {
  RESUME_MAX_BYTES,
  RESUME_TEXT_MAX_CHARS,
  RESUME_TITLE_MAX_CHARS,
  RESUMES_PER_USER,
  VOICE_MAX_BYTES,
  VOICE_MAX_MS,
  VOICE_MIN_SPEECH_MS,
  profileBody,
} from '@offerpilot/shared';
import { MATERIAL_LIMITS, PERSONAL_FIELDS, PERSONAL_MAX, toMb } from './material-limits.ts';

describe('Materials limits restated for the browser', () => {
  it('equal the shared schema constants', () => {
    expect(MATERIAL_LIMITS).toEqual({
      resumeMaxBytes: RESUME_MAX_BYTES,
      resumeTextMaxChars: RESUME_TEXT_MAX_CHARS,
      resumeTitleMaxChars: RESUME_TITLE_MAX_CHARS,
      resumesPerUser: RESUMES_PER_USER,
      voiceMaxBytes: VOICE_MAX_BYTES,
      voiceMaxMs: VOICE_MAX_MS,
      voiceMinSpeechMs: VOICE_MIN_SPEECH_MS,
    });
    expect(toMb(MATERIAL_LIMITS.resumeMaxBytes)).toBe(10);
  });

  it('cap personal info where the shared profile schema does', () => {
    for (const field of PERSONAL_FIELDS) {
      const max = PERSONAL_MAX[field];
      expect(profileBody.safeParse({ [field]: 'x'.repeat(max) }).success, field).toBe(true);
      expect(profileBody.safeParse({ [field]: 'x'.repeat(max + 1) }).success, field).toBe(false);
    }
  });
});
