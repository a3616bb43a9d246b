// Operator command: reads a resume file exactly as an upload would and prints what the server keeps.
//   node apps/server/src/cli/read-resume.ts FILE [--json]
// With --json it prints one line: { kind, chars, ms, peakRssGrowthMb, facts } or { error }.
// The timing and memory cover extraction and facts only; PDF.js is loaded before measuring, as in a
// running server after its first upload.
import { readFileSync } from 'node:fs';
import { getResolvedPDFJS } from 'unpdf';
import { DocumentError } from '../modules/materials/documents/document-error.ts';
import { extractDocument } from '../modules/materials/documents/extract.ts';
import { parseResumeFacts } from '../modules/materials/facts/parse-facts.ts';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node apps/server/src/cli/read-resume.ts FILE [--json]');
  process.exit(2);
}
const bytes = readFileSync(file);
await getResolvedPDFJS();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
try {
  const { kind, text } = await extractDocument(bytes);
  const facts = parseResumeFacts(text);
  const ms = Math.round(performance.now() - started);
  const growth = process.resourceUsage().maxRSS * 1024 - rssBefore;
  const peakRssGrowthMb = Math.round((growth / 1024 / 1024) * 10) / 10;
  if (flag === '--json')
    console.log(JSON.stringify({ kind, chars: text.length, ms, peakRssGrowthMb, facts }));
  else
    console.log(
      `${kind}, ${text.length} characters in ${ms} ms (peak RSS +${peakRssGrowthMb} MB)\n\n${text}\n`,
    );
} catch (err) {
  if (!(err instanceof DocumentError)) throw err;
  if (flag === '--json') console.log(JSON.stringify({ error: err.problem }));
  else console.error(`refused: ${err.problem}`);
  process.exit(1);
}
