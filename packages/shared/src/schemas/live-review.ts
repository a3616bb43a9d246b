import { z } from 'zod';
import { engineSchema } from './live.ts';

/**
 * A session's report as the sessions layer keeps it (SPEC.md section 4): generating, then ready, failed (a
 * retry may be asked) or none (too short to say anything).
 */
export const sessionReportStatusSchema = z.enum(['generating', 'ready', 'failed', 'none']);
export type SessionReportStatus = z.infer<typeof sessionReportStatusSchema>;

/** Why a question is worth practising next. */
export const practiseReasonSchema = z.enum(['notInBank', 'noResumeFacts', 'fewKeyPoints']);

/** One question of a live session in its review: what was asked, the hint given and what grounded it. */
export const reviewQuestionSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  hint: z.string().nullable(),
  engine: engineSchema.nullable(),
  questionType: z.string(),
  /** The bank or classic question the hint claimed (null: the bank holds no such question). */
  bankQuestion: z
    .object({
      id: z.string(),
      text: z.string(),
      positionSlug: z.string(),
      positionTitle: z.string().nullable(),
      competency: z.string().nullable(),
    })
    .nullable(),
  keyPoints: z.array(z.string()),
  resumeFacts: z.array(z.string()),
  requirements: z.array(z.string()),
  /** 0..1: how much of the hint came from the candidate's own materials and a held question. */
  grounding: z.number(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/** A question to practise next: the least grounded ones, with where a mock interview on it starts. */
export const practiseItemSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  reason: practiseReasonSchema,
  /** The position to practise it in (the claimed question's, else the session goal's), if any. */
  positionSlug: z.string().nullable(),
});
export type PractiseItem = z.infer<typeof practiseItemSchema>;

/** The review of a live session (/Report/InterviewAI). */
export const liveReviewSchema = z.object({
  durationMs: z.number().int(),
  questions: z.array(reviewQuestionSchema),
  practise: z.array(practiseItemSchema),
  generatedAt: z.string(),
});
export type LiveReview = z.infer<typeof liveReviewSchema>;

/** GET/POST /api/live/threads/:id/report: its state and, when ready, the review. */
export const liveReportResultSchema = z.object({
  status: sessionReportStatusSchema,
  review: liveReviewSchema.nullable(),
});
export type LiveReportResult = z.infer<typeof liveReportResultSchema>;
