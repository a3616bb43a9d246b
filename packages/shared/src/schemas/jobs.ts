import { z } from 'zod';
import { JOB_FIELDS } from '../constants.ts';

export const jobFieldSchema = z.enum(JOB_FIELDS);
export type JobField = z.infer<typeof jobFieldSchema>;

/** GET /api/jobs: hot positions, searched and filtered. */
export const listPositionsQuery = z.object({
  field: jobFieldSchema.optional(),
  company: z.string().trim().max(80).optional(),
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListPositionsQuery = z.infer<typeof listPositionsQuery>;

export const positionSummarySchema = z.object({
  slug: z.string(),
  field: jobFieldSchema,
  title: z.string(),
  company: z.string(),
  questionCount: z.number().int(),
  hotValue: z.number().int(),
  practiceCount: z.number().int(),
  passRate: z.number().nullable(),
});
export type PositionSummary = z.infer<typeof positionSummarySchema>;

export const listPositionsResult = z.object({
  items: z.array(positionSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListPositionsResult = z.infer<typeof listPositionsResult>;

export const competencySchema = z.object({ key: z.string(), name: z.string(), weight: z.number() });

/** GET /api/jobs/:slug: every field of SPEC.md section 3, statistics from recorded sessions. */
export const positionDetailSchema = positionSummarySchema.extend({
  companyDetails: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  competencies: z.array(competencySchema),
  mySimulationCount: z.number().int(),
  myAverageScore: z.number().nullable(),
  predictedPassRate: z.number().nullable(),
});
export type PositionDetail = z.infer<typeof positionDetailSchema>;

export const positionSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });

export const bankQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['behavioral', 'technical', 'situational']),
  competency: z.string(),
  text: z.string(),
  keyPoints: z.array(z.string()),
  frame: z.object({ type: z.enum(['star', 'technical', 'situational']), steps: z.array(z.string()) }),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/** GET /api/jobs/:slug/questions: the position's question bank in the request's language. */
export const positionQuestionsResult = z.object({ items: z.array(bankQuestionSchema) });
