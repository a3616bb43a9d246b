import { z } from 'zod';
import { freeText } from '../text.ts';
import { JOB_FIELDS, LANGS, RIASEC_AREAS } from '../constants.ts';
import { engineSchema } from './live.ts';

/** An answer to one inventory statement; the chat also takes free text and reads it into one of these. */
export const careerAnswerSchema = z.enum(['like', 'unsure', 'dislike']);
export type CareerAnswer = z.infer<typeof careerAnswerSchema>;

export const riasecAreaSchema = z.enum(RIASEC_AREAS);

/** The career chat's state: plain JSON, stored by the caller between messages. `answers[i]` answers the
 * i-th inventory item in the order the chat asks them. */
export const careerStateSchema = z.object({
  version: z.literal(1),
  lang: z.enum(LANGS),
  answers: z.array(careerAnswerSchema),
  done: z.boolean(),
});
export type CareerState = z.infer<typeof careerStateSchema>;

/** One message of the guide. `options` are the buttons a screen may offer for a statement. */
export const careerMessageSchema = z.object({
  kind: z.enum(['greeting', 'statement', 'retry', 'summary']),
  text: z.string(),
  itemId: z.string().optional(),
  step: z.number().int().min(1).optional(),
  total: z.number().int().min(1).optional(),
  options: z.array(z.object({ value: careerAnswerSchema, label: z.string() })).optional(),
});
export type CareerMessage = z.infer<typeof careerMessageSchema>;

/** The user's message: a button's value or typed text (like, no, 喜欢, 还行…). */
export const careerReplySchema = z.object({ text: freeText().trim().min(1).max(200) });

export const careerAreaScoreSchema = z.object({
  area: riasecAreaSchema,
  name: z.string(),
  /** 0..10: 2 per liked statement, 1 per unsure one. */
  score: z.number(),
});

export const careerFamilySchema = z.object({
  field: z.enum(JOB_FIELDS),
  name: z.string(),
  /** 0..1: how well the family fits the interests, after work values. */
  fit: z.number(),
  reason: z.string(),
});
export type CareerFamily = z.infer<typeof careerFamilySchema>;

export const careerPositionSchema = z.object({
  slug: z.string(),
  field: z.enum(JOB_FIELDS),
  title: z.string(),
  /** Why the position fits, in the model's words (engine `llm` only). */
  reason: z.string().optional(),
});

/** The job-suggestion report in the user's language; `engine` says who wrote its summary and suggestions. */
export const careerReportSchema = z.object({
  lang: z.enum(LANGS),
  engine: engineSchema,
  code: z.string().length(3),
  summary: z.string(),
  areas: z.array(careerAreaScoreSchema),
  families: z.array(careerFamilySchema),
  positions: z.array(careerPositionSchema),
});
export type CareerReport = z.infer<typeof careerReportSchema>;
