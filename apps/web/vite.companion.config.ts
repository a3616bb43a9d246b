import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app, { COMPANION_TEXT_KEYS, readDictionary, textsModule } from './vite.config.ts';

// The companion phone's page (/Companion) is built apart from the app, into the same dist: a second entry of
// the app's build would share react-dom and i18next with it in common chunks, which made /Auth's first load
// 2 KB heavier (measured). Its first load stays within 120 KB of gzipped JavaScript (e2e/bench/bundle.bench.ts).

const TEXTS = 'virtual:companion-texts-';

/**
 * `virtual:companion-texts-<lang>`: the dictionaries of the companion page, only what it shows: its own texts,
 * the hint's grounding words of the session screen, the request layer's words, and the error texts.
 */
const companionTexts = () =>
  textsModule(TEXTS, (lang, watch) => {
    const web = readDictionary(lang, 'web', watch);
    const { types, engine, grounding } = web.liveSession ?? {};
    const picked = {
      ...Object.fromEntries(COMPANION_TEXT_KEYS.map((key) => [key, web[key] ?? {}])),
      request: web.request,
      liveSession: { types, engine, grounding },
    };
    return { web: picked, errors: readDictionary(lang, 'errors', watch), fields: {} };
  });

/** The files the companion page loads: its entry, what that imports, its texts, and their CSS. */
function shellOf(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const start = [...chunks.values()].filter(
    (c) => (c.isEntry && c.name === 'companion') || (c.facadeModuleId ?? '').includes(TEXTS),
  );
  const files = new Set<string>();
  const todo = start.map((c) => c.fileName);
  for (let name = todo.pop(); name !== undefined; name = todo.pop()) {
    const chunk = chunks.get(name);
    if (!chunk || files.has(name)) continue;
    files.add(name);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    todo.push(...chunk.imports);
  }
  return [...files].map((file) => `/${file}`).sort();
}

/**
 * Fills the service worker (src/companion-sw.ts, emitted as /sw.js) with the files of the companion's shell
 * and a version that changes with them.
 */
function companionShell(): Plugin {
  return {
    name: 'companion-shell',
    generateBundle(_options, bundle) {
      const worker = bundle['sw.js'];
      if (!worker || worker.type !== 'chunk') throw new Error('companion build: sw.js is missing');
      const files = shellOf(bundle);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      worker.code = worker.code
        .replace('__COMPANION_SHELL__', JSON.stringify(files))
        .replace('__COMPANION_VERSION__', JSON.stringify(version));
    },
  };
}

export default mergeConfig(
  app,
  defineConfig({
    // The app's build has copied public/ (manifest, icons) and emptied dist before this one runs.
    publicDir: false,
    plugins: [companionTexts(), companionShell()],
    build: {
      emptyOutDir: false,
      rollupOptions: {
        input: {
          companion: new URL('companion.html', import.meta.url).pathname,
          sw: new URL('src/companion-sw.ts', import.meta.url).pathname,
        },
        output: {
          entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        },
      },
    },
  }),
);
