import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The shared package is pure (constants, schemas, dictionaries): modules the web app does not use, such as
// the zod-based validator, are dropped instead of being kept for their top-level calls.
const sharedIsPure = (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id);

/**
 * Top-level keys of the web dictionary that only the dashboard's pages and dialogs read. They leave the
 * dictionary that loads before the first page (it counts against /Auth's 150 KB) and come as
 * `virtual:page-texts-<lang>`, which `loadPageTexts()` adds while the dashboard shell loads.
 */
// `audio` (capture sources, the microphone-permission dialog) is read by the live start page, the session screen
// and the companion page: the latter two load these texts too (`usePageTexts`, `loadPageTexts`).
const PAGE_TEXT_KEYS = [
  'home',
  'materials',
  'profile',
  'settings',
  'recharge',
  'usage',
  'referral',
  'liveStart',
  'audio',
];
const WEB_DICTIONARY = /[\\/]packages[\\/]shared[\\/]src[\\/]i18n[\\/](en|zh)[\\/]web\.json$/;
const PAGE_TEXTS = 'virtual:page-texts-';

function pageTexts(): Plugin {
  const dictionary = (lang: string) =>
    new URL(`../../packages/shared/src/i18n/${lang}/web.json`, import.meta.url).pathname;
  return {
    name: 'page-texts',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PAGE_TEXTS) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PAGE_TEXTS}`)) return null;
      const path = dictionary(id.slice(PAGE_TEXTS.length + 1));
      this.addWatchFile(path);
      const all = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(PAGE_TEXT_KEYS.map((key) => [key, all[key] ?? {}]));
      return `export default ${JSON.stringify(picked)};`;
    },
    transform(code, id) {
      if (!WEB_DICTIONARY.test(id)) return null;
      const all = Object.entries(JSON.parse(code) as Record<string, unknown>);
      const first = all.filter(([key]) => !PAGE_TEXT_KEYS.includes(key));
      return { code: JSON.stringify(Object.fromEntries(first)), map: null };
    },
  };
}

// The API base is the site's own /api by default; VITE_API_BASE sets another at build time.
export default defineConfig({
  plugins: [pageTexts(), react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8000',
      '/engine.io': { target: 'http://localhost:8000', ws: true },
      '/outbox': 'http://localhost:8000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: { treeshake: { moduleSideEffects: sharedIsPure } },
  },
});
