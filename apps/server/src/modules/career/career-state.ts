import type { CareerPaid } from '@offerpilot/shared';
import type { ThreadRow } from '../sessions/sessions.service.ts';

/** What a career thread's state keeps (under `career`), written in its start transaction: what the start took. */
export interface CareerSettings {
  paid: CareerPaid;
}

/** The thread state's key of the settings. */
export const CAREER_STATE = 'career';

/** The settings of a career thread; null for one stored without them. */
export function careerSettingsOf(row: Pick<ThreadRow, 'state'>): CareerSettings | null {
  return (row.state as { [CAREER_STATE]?: CareerSettings } | null)?.[CAREER_STATE] ?? null;
}
