import { z } from 'zod';
import { freeText } from '../text.ts';

/**
 * A desired position (SPEC.md section 3): position and company names, company profile (optional),
 * job description and requirements (both required, SPEC.md section 5).
 */
export const goalInputSchema = z.object({
  positionName: z.string().trim().min(1).max(120),
  companyName: z.string().trim().max(120).default(''),
  companyProfile: freeText().trim().max(4000).default(''),
  jobDescription: freeText().trim().min(1).max(8000),
  requirements: freeText().trim().min(1).max(8000),
  /** The job-center position it was made from, if any. */
  positionSlug: z.string().max(120).nullable().default(null),
});
export type GoalInput = z.input<typeof goalInputSchema>;

export const goalSchema = goalInputSchema.extend({
  id: z.number().int(),
  current: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalIdParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/goals → { items }; POST /api/goals (GoalInput) → Goal; PUT /api/goals/:id (GoalInput) → Goal;
 * DELETE /api/goals/:id → null; POST /api/goals/:id/current → Goal; POST /api/goals/from-position/:slug → Goal
 * (filled in the request's language from the job center, and made current). */
export const goalListResult = z.object({ items: z.array(goalSchema) });
