// The companion phone's page (/Companion, companion.html): its own light shell, built apart from the app
// (vite.companion.config.ts) so that its first load carries no UI kit, router or dashboard code.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { disableConsoleLogging } from './lib/console.ts';
import { i18n, initI18n, type DictionaryLoaders } from './lib/i18n.ts';
import { getLang } from './lib/storage.ts';
import { CompanionPage } from './features/live/companion/companion-page.tsx';

if (import.meta.env.PROD) disableConsoleLogging();

// Only the texts this page shows (vite.companion.config.ts `companionTexts`).
const texts: DictionaryLoaders = {
  en: () => import('virtual:companion-texts-en').then((m) => m.default),
  zh: () => import('virtual:companion-texts-zh').then((m) => m.default),
};

// The shell works offline once installed (public/companion.webmanifest); the worker never caches /api.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/sw.js', { scope: '/Companion' }).catch(() => undefined);
}

const root = document.getElementById('root');
void initI18n(getLang(), texts).then(() => {
  document.title = `${i18n.t('companion.title')} - ${i18n.t('companion.brand')}`;
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <CompanionPage />
    </StrictMode>,
  );
});
