import type { InterviewPlanItem, Lang, MockAnswerBy, MockLength, MockPaid } from '@offerpilot/shared';
import type { ThreadRow } from '../sessions/sessions.service.ts';

/** A mock interview's plan as its thread keeps it: in one language, so a replay needs no bank. */
export interface StoredPlan {
  lang: Lang;
  positionName?: string;
  items: InterviewPlanItem[];
}

/**
 * What a mock thread's state keeps (under `mock`), written in its start transaction: the start's choices,
 * what it took, the newcomer's time limit, and the plan its interviewer follows whatever happens later to the
 * bank, the goal or the resume.
 */
export interface MockSettings {
  positionSlug: string | null;
  positionTitle: string | null;
  length: MockLength;
  answerBy: MockAnswerBy;
  voice: boolean;
  limitMs: number | null;
  paid: MockPaid | null;
  plan: StoredPlan;
}

/** The thread state's key of the settings. */
export const MOCK_STATE = 'mock';

/** The settings of a mock thread (written when it was opened). */
export function settingsOf(row: Pick<ThreadRow, 'id' | 'state'>): MockSettings {
  const settings = (row.state as { [MOCK_STATE]?: MockSettings } | null)?.[MOCK_STATE];
  if (!settings) throw new Error(`mock thread ${row.id} has no settings`);
  return settings;
}
