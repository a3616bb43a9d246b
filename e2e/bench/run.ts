// `npm run bench`: every benchmark of the project, each reported against its target. Ratios compare with a
// baseline measured in the same run, so the figures mean the same on a slower or busier machine.
import { benchUserInfo } from './http.bench.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
const f = (n: number, d = 1) => n.toFixed(d);

const http = await benchUserInfo(seconds);
console.log(
  `\nGET /api/user/info, valid token, 100 connections, 3 interleaved rounds of ${seconds / 3} s, medians (embedded PGlite)`,
);
console.log(
  `  bare Fastify route : ${f(http.baseline.rps, 0)} req/s, p50 ${http.baseline.p50} ms, p99 ${http.baseline.p99} ms`,
);
console.log(
  `  /api/user/info     : ${f(http.info.rps, 0)} req/s, p50 ${http.info.p50} ms, p99 ${http.info.p99} ms, errors ${http.info.errors}`,
);
console.log(`  throughput ratio   : ${f(http.ratio, 2)} (target >= 0.5: ${mark(http.ratio >= 0.5)})`);
console.log(`  p99                : ${http.info.p99} ms (target < 10 ms: ${mark(http.info.p99 < 10)})`);

// Loaded only now: the browser driver's modules would otherwise sit in the load generator's heap and
// lengthen its pauses, which show up as latency of the server under test.
const { benchAuthBundle } = await import('./bundle.bench.ts');
const bundle = await benchAuthBundle();
console.log(`\nJavaScript that /Auth loads first`);
console.log(
  `  ${bundle.files} files, ${f(bundle.rawKB)} KB raw, ${f(bundle.gzipKB)} KB gzip (target <= 150 KB: ${mark(bundle.gzipKB <= 150)})`,
);

const { benchPdfExtraction } = await import('./extract.bench.ts');
const pdf = await benchPdfExtraction();
console.log(
  `\nResume PDF extraction (${f(pdf.fileMB)} MB text PDF, ${pdf.pages} pages, ${pdf.charsRead} characters read)`,
);
console.log(
  `  ${pdf.ms} ms (target <= 3000 ms: ${mark(pdf.ms <= 3000)}), peak RSS +${pdf.peakRssGrowthMB} MB (target < 200 MB: ${mark(pdf.peakRssGrowthMB < 200)})`,
);
