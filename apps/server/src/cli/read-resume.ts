// Operator command: reads resume files exactly as uploads are read (in a warm document reader process, under
// its memory and time ceilings) and prints what the server keeps.
//   node apps/server/src/cli/read-resume.ts FILE... [--json]
// With --json it prints one line per file: { kind, chars, ms, peakRssGrowthMb, facts } or { error }. `ms` is
// the server's wait for the answer once the reader has started; `peakRssGrowthMb` how far the reader's
// resident memory rose above what it held before the file (Linux; elsewhere its peak so far).
import { readFileSync } from 'node:fs';
import { RESUME_TEXT_MAX_CHARS } from '@offerpilot/shared';
import { DocumentError } from '../modules/materials/documents/document-error.ts';
import { createReaderPool } from '../modules/materials/reader/reader-pool.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((a) => a !== '--json');
if (files.length === 0) {
  console.error('usage: node apps/server/src/cli/read-resume.ts FILE... [--json]');
  process.exit(2);
}

const readers = createReaderPool(1, { files: 0, texts: 0 });
await readers.warm(); // as in a server that has read a document before
let refused = 0;
for (const file of files) {
  const bytes = readFileSync(file);
  const started = performance.now();
  try {
    const { kind, text, facts, cost } = await readers.readFile(bytes, RESUME_TEXT_MAX_CHARS);
    const ms = Math.round(performance.now() - started);
    const peakRssGrowthMb = Math.round(((cost.peakRss - cost.rssBefore) / 1024 / 1024) * 10) / 10;
    if (json) console.log(JSON.stringify({ kind, chars: text.length, ms, peakRssGrowthMb, facts }));
    else
      console.log(
        `${file}: ${kind}, ${text.length} characters in ${ms} ms (reader peak RSS +${peakRssGrowthMb} MB)\n\n${text}\n`,
      );
  } catch (err) {
    if (!(err instanceof DocumentError)) throw err;
    refused++;
    if (json) console.log(JSON.stringify({ error: err.problem }));
    else console.error(`${file}: refused: ${err.problem}`);
  }
}
await readers.close();
process.exitCode = refused > 0 ? 1 : 0;
