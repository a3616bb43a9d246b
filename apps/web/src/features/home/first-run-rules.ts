import { FIRST_RUN_STEPS, INIT_STEP, type FirstRunStep } from '@offerpilot/shared';

/** What the data on screen shows done right now: a resume exists, a goal exists, a mock was started. */
export type FirstRunFacts = Partial<Record<FirstRunStep, boolean>>;

export interface FirstRunView {
  steps: { step: FirstRunStep; done: boolean }[];
  done: number;
  dismissed: boolean;
  /** INIT_STEP bits of steps the facts show done but `initStep` does not remember yet. */
  toRecord: number;
}

/**
 * The first-run checklist from user info `initStep` (remembered on the account) and the facts on screen:
 * a step is done once either says so, and stays done (a deleted resume does not undo it).
 */
export function firstRunView(initStep: number, facts: FirstRunFacts): FirstRunView {
  let toRecord = 0;
  const steps = FIRST_RUN_STEPS.map((step) => {
    const remembered = (initStep & INIT_STEP[step]) !== 0;
    if (!remembered && facts[step]) toRecord |= INIT_STEP[step];
    return { step, done: remembered || facts[step] === true };
  });
  return {
    steps,
    done: steps.filter((entry) => entry.done).length,
    dismissed: (initStep & INIT_STEP.dismissed) !== 0,
    toRecord,
  };
}

/** Where each step is done: the explore step offers the career guide and the job center. */
export const FIRST_RUN_LINKS: Record<FirstRunStep, readonly { key: string; path: string }[]> = {
  materials: [{ key: 'materials', path: '/Dashboard/Resume' }],
  goal: [{ key: 'goal', path: '/Dashboard/Goals' }],
  explore: [
    { key: 'guide', path: '/Dashboard/Guide' },
    { key: 'jobs', path: '/Dashboard/JobCenter' },
  ],
  mock: [{ key: 'mock', path: '/Dashboard/StartInterviewMock' }],
};
