import { describe, expect, it } from 'vitest';
import { INIT_STEP } from '@offerpilot/shared';
import { firstRunView } from './first-run-rules.ts';

describe('the first-run checklist (initStep)', () => {
  it('starts with four steps to do for a new user', () => {
    const view = firstRunView(0, {});
    expect(view.steps.map((s) => s.step)).toEqual(['materials', 'goal', 'explore', 'mock']);
    expect(view).toMatchObject({ done: 0, dismissed: false, toRecord: 0 });
  });

  it('ticks a step the data shows done and asks to remember it', () => {
    const view = firstRunView(INIT_STEP.goal, { materials: true, goal: true, mock: false });
    expect(view.steps.filter((s) => s.done).map((s) => s.step)).toEqual(['materials', 'goal']);
    expect(view.toRecord).toBe(INIT_STEP.materials);
    expect(view.done).toBe(2);
  });

  it('keeps a remembered step done when its data is gone, and reads the dismissal', () => {
    const view = firstRunView(INIT_STEP.materials | INIT_STEP.explore | INIT_STEP.dismissed, {
      materials: false,
    });
    expect(view.steps.filter((s) => s.done).map((s) => s.step)).toEqual(['materials', 'explore']);
    expect(view).toMatchObject({ dismissed: true, toRecord: 0 });
  });

  it('counts every step done when all bits are set', () => {
    expect(firstRunView(15, {}).done).toBe(4);
  });
});
