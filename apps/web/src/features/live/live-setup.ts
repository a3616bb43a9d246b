import type { Lang, PauseSetting } from '@offerpilot/shared';
import { getSelectedMicrophone } from '../../lib/global-config.ts';
import type { LiveSource } from './launch.ts';
import type { StartBody } from './api/live-threads.ts';

/**
 * The start page's choices. `goalId` and `resumeId` undefined mean "the current goal" and "the default resume"
 * (the server picks them), so the page need not wait for the lists; a goal of null starts without one.
 */
export interface LiveSetup {
  goalId: number | null | undefined;
  resumeId: number | undefined;
  lang: Lang;
  pause: PauseSetting;
  source: LiveSource;
  deviceId: string | null;
}

export const initialSetup = (lang: Lang, canShareTab: boolean): LiveSetup => ({
  goalId: undefined,
  resumeId: undefined,
  lang,
  pause: 'medium',
  source: canShareTab ? 'tab' : 'mic',
  deviceId: getSelectedMicrophone(),
});

/** POST /api/live/threads's body for these choices. */
export function startBody(setup: LiveSetup): StartBody {
  return {
    lang: setup.lang,
    pause: setup.pause,
    ...(setup.goalId !== undefined ? { goalId: setup.goalId } : {}),
    ...(setup.resumeId !== undefined ? { resumeId: setup.resumeId } : {}),
  };
}
