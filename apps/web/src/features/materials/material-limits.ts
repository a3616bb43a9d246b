/**
 * The Materials limits of the shared materials schema (SPEC.md sections 5 and 9), restated for the browser:
 * that module builds zod schemas, which the web bundle leaves out. A unit test keeps the two equal.
 */
export const MATERIAL_LIMITS = {
  resumeMaxBytes: 10 * 1024 * 1024,
  resumeTextMaxChars: 50_000,
  resumeTitleMaxChars: 120,
  resumesPerUser: 10,
  voiceMaxBytes: 8 * 1024 * 1024,
  voiceMaxMs: 20_000,
  voiceMinSpeechMs: 1000,
} as const;

/** Bytes as whole megabytes, for messages ("The limit is 10 MB"). */
export const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Personal info (name, university, major): the maxima of the shared profile schema. */
export const PERSONAL_FIELDS = ['name', 'university', 'major'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export const PERSONAL_MAX: Record<PersonalField, number> = { name: 64, university: 120, major: 120 };
