import { z } from 'zod';
import { freeText } from '../text.ts';
import { LANGS, MOCK_LENGTHS } from '../constants.ts';
import { engineSchema } from './live.ts';

export const mockLengthSchema = z.union([z.literal(MOCK_LENGTHS[0]), z.literal(MOCK_LENGTHS[1])]);

/** Where a planned question comes from: the bank, the user's resume, the generic reserve, or the frame. */
export const interviewPlanSourceSchema = z.enum(['opening', 'bank', 'resume', 'generic', 'closing']);
export type InterviewPlanSource = z.infer<typeof interviewPlanSourceSchema>;

export const interviewFrameTypeSchema = z.enum(['star', 'technical', 'situational']);
export type InterviewFrameType = z.infer<typeof interviewFrameTypeSchema>;

/** One planned question, already in the interview's language, so a stored plan needs no bank to replay. */
export const interviewPlanItemSchema = z.object({
  source: interviewPlanSourceSchema,
  text: z.string(),
  bankQuestionId: z.string().optional(),
  competency: z.string().optional(),
  questionKind: z.enum(['behavioral', 'technical', 'situational']).optional(),
  keyPoints: z.array(z.string()),
  frameType: interviewFrameTypeSchema.optional(),
});
export type InterviewPlanItem = z.infer<typeof interviewPlanItemSchema>;

export const interviewFollowupReasonSchema = z.enum(['missedKeyPoint', 'noResult', 'tooShort']);
export type InterviewFollowupReason = z.infer<typeof interviewFollowupReasonSchema>;

/** What the interviewer says next. `index` is the planned question's place, 1..total; a follow-up keeps
 * its question's index. `question` is the bare question without greeting or transition, for reports.
 * `engine` says who phrased `text`: the offline interviewer's sentences or the configured model. */
export const interviewTurnSchema = z.object({
  kind: z.enum(['question', 'followup', 'closing', 'end']),
  text: z.string(),
  engine: engineSchema,
  question: z.string().optional(),
  bankQuestionId: z.string().optional(),
  competency: z.string().optional(),
  followupReason: interviewFollowupReasonSchema.optional(),
  index: z.number().int().min(1),
  total: z.number().int().min(1),
});
export type InterviewTurn = z.infer<typeof interviewTurnSchema>;

/** A candidate's answer to the last turn. */
export const mockAnswerSchema = z.object({
  text: freeText().max(20_000),
  durationMs: z.number().int().nonnegative().optional(),
});
export type MockAnswer = z.infer<typeof mockAnswerSchema>;

/** One asked turn with its answer, kept so a report can read the whole interview from the state. */
export const interviewExchangeSchema = z.object({
  index: z.number().int().min(1),
  kind: z.enum(['question', 'followup', 'closing']),
  question: z.string(),
  answer: z.string(),
  durationMs: z.number().int().nonnegative().optional(),
});
export type InterviewExchange = z.infer<typeof interviewExchangeSchema>;

/** The whole interviewer state: plain JSON, stored by the caller between turns. */
export const interviewStateSchema = z.object({
  version: z.literal(1),
  lang: z.enum(LANGS),
  positionName: z.string().optional(),
  plan: z.array(interviewPlanItemSchema).min(1),
  /** Place in `plan` of the question being answered. */
  cursor: z.number().int().min(0),
  /** The last turn asked was a follow-up of `plan[cursor]`. */
  followupAsked: z.boolean(),
  done: z.boolean(),
  lastTurn: interviewTurnSchema,
  exchanges: z.array(interviewExchangeSchema),
});
export type InterviewState = z.infer<typeof interviewStateSchema>;
