import { lazy, Suspense } from 'react';
import { appState } from '../lib/app-state.ts';
import { isDesktopShell } from '../lib/platform.ts';
import { useStore } from '../lib/store.ts';

// The dialogs' code (Mantine Modal and its scroll area) loads only when one of them is needed, which
// keeps it out of the first download of every page.
const CaptchaDialog = lazy(() => import('./captcha-dialog.tsx').then((m) => ({ default: m.CaptchaDialog })));
const UpdateDialog = lazy(() => import('./update-dialog.tsx').then((m) => ({ default: m.UpdateDialog })));

// The desktop app looks for a newer release when it starts: its new-version dialog is there from the start.
const desktop = isDesktopShell(navigator.userAgent);

/** The captcha and new-version dialogs, mounted once their flag is first raised. */
export function GlobalDialogs() {
  const { onCaptcha, onUpdate } = useStore(appState);
  return (
    <Suspense fallback={null}>
      {onCaptcha && <CaptchaDialog />}
      {(onUpdate || desktop) && <UpdateDialog checkRelease={desktop} />}
    </Suspense>
  );
}
