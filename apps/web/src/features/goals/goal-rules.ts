import type { Goal, GoalInput } from '@offerpilot/shared';

/** The goal form's fields, in the order the form shows them. */
export const GOAL_FIELDS = [
  'positionName',
  'companyName',
  'companyProfile',
  'jobDescription',
  'requirements',
] as const;
export type GoalField = (typeof GOAL_FIELDS)[number];
export type GoalFormValues = Record<GoalField, string>;

/**
 * The rules of the shared goalInputSchema, restated for the browser (the web bundle leaves zod out):
 * position name, job description and requirements are required; every field has the schema's maximum.
 */
export const GOAL_RULES: Record<GoalField, { required: boolean; max: number }> = {
  positionName: { required: true, max: 120 },
  companyName: { required: false, max: 120 },
  companyProfile: { required: false, max: 4000 },
  jobDescription: { required: true, max: 8000 },
  requirements: { required: true, max: 8000 },
};

export type GoalFieldProblem = { key: 'required' } | { key: 'tooLong'; max: number };

/** What is wrong with one field's value, or null; values are judged trimmed, as the server does. */
export function checkGoalField(field: GoalField, value: string): GoalFieldProblem | null {
  const rule = GOAL_RULES[field];
  const trimmed = value.trim();
  if (rule.required && !trimmed) return { key: 'required' };
  if (trimmed.length > rule.max) return { key: 'tooLong', max: rule.max };
  return null;
}

export const emptyGoalValues = (): GoalFormValues => ({
  positionName: '',
  companyName: '',
  companyProfile: '',
  jobDescription: '',
  requirements: '',
});

export const goalToValues = (goal: Goal): GoalFormValues => ({
  positionName: goal.positionName,
  companyName: goal.companyName,
  companyProfile: goal.companyProfile,
  jobDescription: goal.jobDescription,
  requirements: goal.requirements,
});

/** The body of POST/PUT /api/goals: trimmed values; an edited goal keeps the position it came from. */
export const valuesToGoalInput = (values: GoalFormValues, positionSlug: string | null): GoalInput => ({
  positionName: values.positionName.trim(),
  companyName: values.companyName.trim(),
  companyProfile: values.companyProfile.trim(),
  jobDescription: values.jobDescription.trim(),
  requirements: values.requirements.trim(),
  positionSlug,
});

/** The current goal first, then the most recently changed. */
export const sortGoals = (goals: Goal[]): Goal[] =>
  [...goals].sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt));
