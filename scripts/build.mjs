// Builds the web app (Vite, then .gz/.br beside each asset) and the server bundle (esbuild), each only when
// its inputs changed since its last build: a second `npm start` with nothing changed goes straight to the
// server. `--force` builds both anyway.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const skip = new Set(['node_modules', 'dist', 'data', 'test-results', 'coverage']);

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    // Tests are not part of what is built.
    if (!skip.has(name) && !/\.test\.tsx?$/.test(name)) yield* files(join(path, name));
  }
}

/** A hash of every input file's path and bytes, and of the settings that change the output. */
function inputsHash(inputs, env = []) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const path of files(join(root, input))) {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  }
  for (const name of env) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Runs `build` unless the stamp in `dist` says these inputs were built already. */
function buildPart(name, dist, inputs, env, build) {
  const stamp = join(root, dist, '.inputs-hash');
  const hash = inputsHash(inputs, env);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log(`building ${name}...`);
  build();
  writeFileSync(stamp, hash);
}

const node = process.execPath;
const shared = ['packages/shared', 'package-lock.json', 'tsconfig.base.json'];
const run = (args, cwd = root) => execFileSync(node, args, { cwd, stdio: 'inherit' });

buildPart(
  'the web app',
  'apps/web/dist',
  ['apps/web', ...shared],
  ['VITE_API_BASE', 'VITE_SOCKET_BASE', 'VITE_UPDATE_HOST', 'VITE_SEARCH_REFERRER_TARGET'],
  () => {
    const vite = [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'];
    run(vite, join(root, 'apps/web'));
    // The companion phone's page, built apart into the same dist (apps/web/vite.companion.config.ts).
    run([...vite, '--config', 'vite.companion.config.ts'], join(root, 'apps/web'));
    run([join(root, 'scripts/precompress.mjs'), 'apps/web/dist']);
  },
);
buildPart(
  'the server',
  'apps/server/dist',
  ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
  [],
  () => run(['build.mjs'], join(root, 'apps/server')),
);
