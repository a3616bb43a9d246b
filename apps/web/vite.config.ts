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
  'jobs',
  'goals',
  'materials',
  'profile',
  'settings',
  'recharge',
  'usage',
  'referral',
  'liveStart',
  'audio',
  'liveSession',
  'liveReport',
  'mockStart',
  'mockSession',
  'mockReport',
  'mockMeeting',
  'guide',
];
/** Texts only the companion phone's page shows (its own build: vite.companion.config.ts); never in the app's. */
export const COMPANION_TEXT_KEYS = ['companion'];
const WEB_DICTIONARY = /[\\/]packages[\\/]shared[\\/]src[\\/]i18n[\\/](en|zh)[\\/]web\.json$/;
const PAGE_TEXTS = 'virtual:page-texts-';
/**
 * The legal documents' words, read only by the legal dialog (components/legal-dialog.tsx), which loads them as
 * `virtual:legal-texts-<lang>` when it opens; the first dictionary keeps their two titles, which links show.
 */
const LEGAL_TEXTS = 'virtual:legal-texts-';
type LegalDocs = Record<string, { title?: string } | string>;
const legalTitles = (legal: LegalDocs) =>
  Object.fromEntries(
    Object.entries(legal).flatMap(([doc, texts]) =>
      typeof texts === 'object' ? [[doc, { title: texts.title }]] : [],
    ),
  );

/** A language's dictionary file of the shared package (`name`: web, errors...), read afresh. */
export function readDictionary(lang: string, name: string, watch: (path: string) => void) {
  const path = new URL(`../../packages/shared/src/i18n/${lang}/${name}.json`, import.meta.url).pathname;
  watch(path);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
}

/** `<prefix><lang>`, a virtual module per language whose default export `make` builds from the dictionaries. */
export function textsModule(
  prefix: string,
  make: (lang: string, watch: (path: string) => void) => unknown,
): Plugin {
  return {
    name: prefix,
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const texts = make(id.slice(prefix.length + 1), (path) => this.addWatchFile(path));
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

function pageTexts(): Plugin {
  return {
    ...textsModule(PAGE_TEXTS, (lang, watch) => {
      const all = readDictionary(lang, 'web', watch);
      return Object.fromEntries(PAGE_TEXT_KEYS.map((key) => [key, all[key] ?? {}]));
    }),
    transform(code, id) {
      if (!WEB_DICTIONARY.test(id)) return null;
      const all = Object.entries(JSON.parse(code) as Record<string, unknown>);
      const first = all
        .filter(([key]) => !PAGE_TEXT_KEYS.includes(key) && !COMPANION_TEXT_KEYS.includes(key))
        .map(([key, texts]) => [key, key === 'legal' ? legalTitles(texts as LegalDocs) : texts]);
      return { code: JSON.stringify(Object.fromEntries(first)), map: null };
    },
  };
}

const legalTexts = (): Plugin =>
  textsModule(LEGAL_TEXTS, (lang, watch) => readDictionary(lang, 'web', watch).legal ?? {});

/** The dev server answers /Companion with the companion's own page, as the server does with the build's. */
function companionPage(): Plugin {
  return {
    name: 'companion-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (/^\/companion\/?(?:[?#]|$)/i.test(req.url ?? '')) req.url = '/companion.html';
        next();
      });
    },
  };
}

// The API base is the site's own /api by default; VITE_API_BASE sets another at build time.
export default defineConfig({
  plugins: [pageTexts(), legalTexts(), react(), companionPage()],
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
