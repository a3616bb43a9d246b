import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { disableConsoleLogging } from './lib/console.ts';
import { initI18n } from './lib/i18n.ts';
import { captureReferrer, getLang } from './lib/storage.ts';

if (import.meta.env.PROD) disableConsoleLogging();
captureReferrer(window.location.search);

const root = document.getElementById('root');
void initI18n(getLang()).then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
