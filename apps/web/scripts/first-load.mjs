// Prints the gzipped JavaScript a page downloads before it shows: what index.html loads, plus the page's
// chunk and everything those import statically. Usage: node scripts/first-load.mjs [page-chunk-prefix...]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const staticImports = (name) => {
  const code = readFileSync(join(assets, name), 'utf8');
  const found = [...code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([\w.-]+\.js)["']/g)];
  return found.map((match) => match[1]);
};

function closure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...staticImports(name));
  }
  return seen;
}

const entry = [...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((match) => match[1]);
const pages = process.argv.slice(2);
const roots = [...entry, ...pages.map((prefix) => files.find((name) => name.startsWith(`${prefix}-`)))];
if (roots.some((name) => !name)) throw new Error(`no chunk for one of: ${pages.join(', ')}`);
let total = 0;
for (const name of [...closure(roots)].sort()) {
  const size = gzipSync(readFileSync(join(assets, name))).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}\n`);
}
process.stdout.write(
  `${(total / 1024).toFixed(1).padStart(8)} KB  total (gzip) for ${pages.join(', ') || 'the entry'}\n`,
);
