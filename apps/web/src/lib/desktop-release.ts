import { API_VERSION } from '@offerpilot/shared';
import { requireUpdate } from './app-state.ts';
import { updateHost } from './site.ts';

/**
 * The desktop app's update check (SPEC.md sections 1 and 4), run once when it starts (the global dialogs mount
 * the new-version dialog at once in the desktop shell, and it calls this): it reads the update host's latest-mac.yml and raises the new-version dialog when that
 * release is later than this app. A browser needs none: every load gets the server's web app, and an outdated
 * tab meets a 426. Failures stay silent.
 */
export async function checkDesktopRelease(): Promise<void> {
  const version = await import('./download.ts')
    .then(({ newerRelease }) => newerRelease(updateHost(), API_VERSION))
    .catch(() => null);
  if (version) requireUpdate(version, 'release');
}
