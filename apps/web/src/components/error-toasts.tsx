import { lazy, Suspense, useEffect, useState } from 'react';
import { appState } from '../lib/app-state.ts';

// The toast code loads with the first error, so that pages that never fail do not download it.
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** Shows the global error message as an error toast for 3000 ms, then clears it (SPEC.md section 4). */
export function ErrorToasts() {
  const [needed, setNeeded] = useState(() => appState.get().errorMessage !== null);
  useEffect(() => {
    if (needed) return;
    return appState.subscribe(() => {
      if (appState.get().errorMessage !== null) setNeeded(true);
    });
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
