import { useEffect, useState } from 'react';
import { hasPageTexts, loadPageTexts } from './i18n.ts';

/**
 * Whether the page texts (vite.config.ts `PAGE_TEXT_KEYS`, e.g. `audio`) can be read; loads them when a page
 * outside the dashboard shows a piece that reads them (the session screen, the companion page).
 */
export function usePageTexts(): boolean {
  const [ready, setReady] = useState(hasPageTexts);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPageTexts().then(
      () => live && setReady(true),
      () => undefined, // the next page to ask tries again
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
