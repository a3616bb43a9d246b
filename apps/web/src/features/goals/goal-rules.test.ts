import { describe, expect, it } from 'vitest';
import { goalInputSchema, type Goal } from '@offerpilot/shared';
import {
  GOAL_FIELDS,
  GOAL_RULES,
  checkGoalField,
  emptyGoalValues,
  goalToValues,
  sortGoals,
  valuesToGoalInput,
} from './goal-rules.ts';

const filled = {
  positionName: ' Frontend engineer ',
  companyName: '',
  companyProfile: '',
  jobDescription: 'Build the web app.',
  requirements: 'React\nTypeScript',
};

const goal = (id: number, current: boolean, updatedAt: string): Goal => ({
  ...valuesToGoalInput(filled, null),
  companyName: '',
  companyProfile: '',
  positionSlug: null,
  id,
  current,
  createdAt: updatedAt,
  updatedAt,
});

describe('goal form rules', () => {
  it('requires position name, job description and requirements, not the company', () => {
    expect(checkGoalField('positionName', '   ')).toEqual({ key: 'required' });
    expect(checkGoalField('jobDescription', '')).toEqual({ key: 'required' });
    expect(checkGoalField('requirements', '\n')).toEqual({ key: 'required' });
    expect(checkGoalField('companyName', '')).toBeNull();
    expect(checkGoalField('companyProfile', '')).toBeNull();
  });

  it('caps lengths as the shared schema does, judging the trimmed value', () => {
    expect(checkGoalField('positionName', 'x'.repeat(120))).toBeNull();
    expect(checkGoalField('positionName', ` ${'x'.repeat(120)} `)).toBeNull();
    expect(checkGoalField('positionName', 'x'.repeat(121))).toEqual({ key: 'tooLong', max: 120 });
    expect(checkGoalField('companyProfile', 'x'.repeat(4001))).toEqual({ key: 'tooLong', max: 4000 });
  });

  it('agrees with goalInputSchema on every field', () => {
    const samples = ['', '  ', 'ok', 'x'.repeat(121), 'x'.repeat(4001), 'x'.repeat(8001)];
    for (const field of GOAL_FIELDS) {
      for (const sample of samples) {
        const values = { ...filled, [field]: sample };
        const schemaOk = goalInputSchema.safeParse(valuesToGoalInput(values, null)).success;
        const formOk = GOAL_FIELDS.every((f) => checkGoalField(f, values[f]) === null);
        expect(formOk, `${field} = ${sample.slice(0, 8)}… (${sample.length})`).toBe(schemaOk);
      }
    }
    expect(Object.keys(GOAL_RULES)).toEqual([...GOAL_FIELDS]);
  });

  it('sends trimmed values and keeps the position a goal came from', () => {
    expect(valuesToGoalInput(filled, 'frontend-engineer')).toMatchObject({
      positionName: 'Frontend engineer',
      positionSlug: 'frontend-engineer',
    });
    expect(goalToValues(goal(1, false, '2025-01-01'))).toEqual({
      ...filled,
      positionName: 'Frontend engineer',
    });
    expect(Object.values(emptyGoalValues()).every((v) => v === '')).toBe(true);
  });

  it('lists the current goal first, then the most recently changed', () => {
    const sorted = sortGoals([
      goal(1, false, '2025-01-01'),
      goal(2, false, '2025-03-01'),
      goal(3, true, '2024-01-01'),
    ]);
    expect(sorted.map((g) => g.id)).toEqual([3, 2, 1]);
  });
});
