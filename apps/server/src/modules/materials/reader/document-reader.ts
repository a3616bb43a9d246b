// The document reader: a child process of the server (reader-pool.ts forks it, bundled as
// dist/document-reader.js or run from this file by Node's type stripping) that reads one resume at a time.
// Whatever a crafted document does here (inflate to gigabytes, loop, crash PDF.js) costs this process, which
// the server watches and kills, never the server's event loop or memory.
import { writeFileSync } from 'node:fs';
import { getResolvedPDFJS } from 'unpdf';
import { DocumentError } from '../documents/document-error.ts';
import { procMemory } from './proc-memory.ts';
import { readResumeFile, readResumeText } from './read-document.ts';
import { READY, type ReadReply, type ReadRequest } from './protocol.ts';

/** Starts a new peak of resident memory (Linux: clear_refs 5 resets VmHWM); elsewhere the peak stays. */
function resetPeakRss(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux, or not allowed: the lifetime peak is reported instead.
  }
}

/** Peak resident memory since the last reset, or since the process started. */
const peakRss = () => procMemory('self', 'VmHWM') ?? process.resourceUsage().maxRSS * 1024;

async function answer(request: ReadRequest): Promise<ReadReply> {
  resetPeakRss();
  const rssBefore = process.memoryUsage.rss();
  const started = performance.now();
  try {
    const reading =
      request.op === 'file'
        ? await readResumeFile(
            Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength),
            request.maxChars,
          )
        : readResumeText(request.text);
    const cost = { ms: performance.now() - started, rssBefore, peakRss: peakRss() };
    return { id: request.id, ok: true, reading, cost };
  } catch (err) {
    if (err instanceof DocumentError) return { id: request.id, ok: false, problem: err.problem };
    // A fault of ours, not of the document: said on stderr, and the document counts as unreadable.
    console.error('document reader:', err);
    return { id: request.id, ok: false, problem: 'unreadable' };
  }
}

// One request at a time: the pool sends the next only after this one's answer.
process.on('message', (request: ReadRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
// The server went away (even killed): nothing is left to read for.
process.on('disconnect', () => process.exit(0));

// PDF.js is loaded and run once before the first document (its first page costs ~0.5 s of loading fonts and
// compiling), so that no user's reading pays for it.
const WARM_UP_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj',
  '4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  '5 0 obj << /Length 45 >> stream',
  'BT /F1 10 Tf 10 50 Td (EXPERIENCE 2020) Tj ET',
  'endstream endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');
await getResolvedPDFJS();
await readResumeFile(Buffer.from(WARM_UP_PDF, 'latin1'), 1000).catch((err: unknown) => {
  console.error('document reader: the warm-up document failed', err);
});
process.send?.(READY);
