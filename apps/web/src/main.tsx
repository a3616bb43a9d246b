import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { disableConsoleLogging } from './lib/console.ts';
import { initI18n } from './lib/i18n.ts';
import { searchReferrerTarget } from './lib/search-referrer.ts';
import { captureReferrer, getLang, isSignedIn } from './lib/storage.ts';

/** Renders the app once the interface language's texts are there. */
function start(): void {
  const root = document.getElementById('root');
  void initI18n(getLang()).then(() => {
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

if (import.meta.env.PROD) disableConsoleLogging();
captureReferrer(window.location.search);
// A visitor from a search engine goes to the configured page instead (SPEC.md section 6). Unset at build time,
// the check and its code are left out of the bundle.
const searchTarget = import.meta.env.VITE_SEARCH_REFERRER_TARGET;
const elsewhere = searchTarget ? searchReferrerTarget(document.referrer, isSignedIn(), searchTarget) : null;
if (elsewhere) window.location.replace(elsewhere);
else start();
