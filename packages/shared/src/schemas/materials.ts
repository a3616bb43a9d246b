import { z } from 'zod';
import { freeText } from '../text.ts';

/** Limits of the Materials page (SPEC.md sections 5 and 9). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_TEXT_MAX_CHARS = 50_000;
export const RESUME_TITLE_MAX_CHARS = 120;
export const RESUMES_PER_USER = 10;
/** Uploads (resumes and voice samples) one user may send per hour: reading them costs CPU. */
export const MATERIAL_UPLOADS_PER_HOUR = 60;
export const VOICE_MAX_BYTES = 8 * 1024 * 1024;
export const VOICE_MAX_MS = 20_000;
export const VOICE_MIN_SPEECH_MS = 1000;
/** A silence longer than this between two stretches of speech makes them two sentences. */
export const VOICE_SENTENCE_PAUSE_MS = 700;

/** Dates in facts are `YYYY-MM`, `YYYY` or `present`; every string is empty when the resume does not say. */
export const educationFactSchema = z.object({
  school: z.string(),
  degree: z.string(),
  major: z.string(),
  start: z.string(),
  end: z.string(),
});
export const experienceFactSchema = z.object({
  company: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  achievements: z.array(z.string()),
});
export const projectFactSchema = z.object({
  name: z.string(),
  description: z.string(),
  achievements: z.array(z.string()),
});

/** What the server reads out of a resume's text (offline, en and zh). */
export const resumeFactsSchema = z.object({
  education: z.array(educationFactSchema),
  experience: z.array(experienceFactSchema),
  projects: z.array(projectFactSchema),
  skills: z.array(z.string()),
  lang: z.enum(['en', 'zh']),
});
export type ResumeFacts = z.infer<typeof resumeFactsSchema>;
export type EducationFact = z.infer<typeof educationFactSchema>;
export type ExperienceFact = z.infer<typeof experienceFactSchema>;
export type ProjectFact = z.infer<typeof projectFactSchema>;

export const resumeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  source: z.enum(['file', 'text']),
  fileName: z.string().nullable(),
  mime: z.string().nullable(),
  text: z.string(),
  facts: resumeFactsSchema,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** A list row: the resume without its text and facts. */
export const resumeSummarySchema = resumeSchema.omit({ text: true, facts: true });
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;
export const resumeListResult = z.object({ items: z.array(resumeSummarySchema) });

const title = z.string().trim().max(RESUME_TITLE_MAX_CHARS);
const text = freeText().trim().min(1).max(RESUME_TEXT_MAX_CHARS);

/** POST /api/materials/resumes/text: pasted text; the title defaults to the text's first line. */
export const resumeTextBody = z.object({ title: title.optional(), text });
export type ResumeTextBody = z.infer<typeof resumeTextBody>;
/** PUT /api/materials/resumes/:id: the user's corrected text (facts are read again). */
export const resumeUpdateBody = z.object({ title: title.min(1).optional(), text });
export type ResumeUpdateBody = z.infer<typeof resumeUpdateBody>;
export const resumeIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/materials/voice: the accepted voice sample, or null. */
export const voiceSampleSchema = z.object({
  durationMs: z.number().int(),
  speechMs: z.number().int(),
  createdAt: z.string(),
});
export type VoiceSample = z.infer<typeof voiceSampleSchema>;

/*
 * Routes (sign-in required; only the user's own resumes, others' answer 404 `materials.notFound`):
 * POST /api/materials/resumes (multipart `file`: pdf, docx or txt, <= 10 MB) -> Resume;
 * POST /api/materials/resumes/text (ResumeTextBody) -> Resume; GET /api/materials/resumes -> { items };
 * GET|PUT|DELETE /api/materials/resumes/:id -> Resume | Resume | null;
 * POST /api/materials/resumes/:id/default -> Resume; POST /api/materials/voice (multipart `file`, wav) ->
 * VoiceSample; GET /api/materials/voice -> VoiceSample | null; DELETE /api/materials/voice -> null.
 */
