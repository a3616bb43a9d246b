// Writes .gz and .br beside every text asset of a built folder, so the server sends compressed files
// without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) throw new Error('usage: precompress.mjs <folder>');
const text = /\.(js|css|html|svg|json|txt|webmanifest|yml)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (text.test(name)) yield path;
  }
}

for (const path of files(root)) {
  const bytes = readFileSync(path);
  if (bytes.length < 1024) continue;
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
