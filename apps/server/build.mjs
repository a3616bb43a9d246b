// Bundles the server into dist/main.js, and the document reader it forks into dist/document-reader.js (the
// pool finds it beside main.js): our TypeScript (and the shared package) inline, every npm dependency left
// external so native and wasm packages load from node_modules as they expect.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@offerpilot/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'document-reader': 'src/modules/materials/reader/document-reader.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
