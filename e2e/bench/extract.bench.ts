import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../support/server.ts';

const LINE = 'Led the migration of the ledger service to PostgreSQL, cutting p99 latency by 40 percent.';
const LINES_PER_PAGE = 56;

/** One page of text: 56 lines of Helvetica, uncompressed, so the file is almost all text. */
const pageContent = (page: number) =>
  `BT /F1 10 Tf 14 TL 40 800 Td\n${Array.from({ length: LINES_PER_PAGE }, (_, i) => `(${page}.${i} ${LINE}) Tj T*`).join('\n')}\nET`;

/** A text PDF of about `bytes` bytes, written directly (a PDF library takes longer than the reading). */
export function textPdf(bytes: number): { pdf: Buffer; pages: number } {
  const pages = Math.ceil(bytes / (pageContent(0).length + 200));
  const kids = Array.from({ length: pages }, (_, i) => `${5 + 2 * i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  for (let p = 0; p < pages; p++) {
    const content = pageContent(p);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${4 + 2 * p} 0 R >>`,
    );
  }
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { pdf: Buffer.from(out, 'latin1'), pages };
}

interface Reading {
  kind: string;
  chars: number;
  ms: number;
  peakRssGrowthMb: number;
}

/**
 * Builds a ~10 MB text PDF and reads it with the server's extraction (the `read-resume` operator command,
 * each run in a fresh process so its peak RSS is its own). Median of three runs; targets <= 3 s, < 200 MB.
 */
export async function benchPdfExtraction(megabytes = 10) {
  const dir = mkdtempSync(join(tmpdir(), 'op-bench-pdf-'));
  const { pdf, pages } = textPdf(megabytes * 1024 * 1024);
  const file = join(dir, 'big.pdf');
  writeFileSync(file, pdf);
  const cli = join(ROOT, 'apps/server/src/cli/read-resume.ts');
  try {
    const runs: Reading[] = [];
    for (let i = 0; i < 3; i++) {
      const { stdout } = await promisify(execFile)(process.execPath, [cli, file, '--json'], { cwd: ROOT });
      runs.push(JSON.parse(stdout) as Reading);
    }
    runs.sort((a, b) => a.ms - b.ms);
    const median = runs[1] ?? runs[0];
    if (!median || median.kind !== 'pdf') throw new Error('the benchmark PDF was not read as a PDF');
    return {
      fileMB: pdf.length / 1024 / 1024,
      pages,
      charsRead: median.chars,
      ms: median.ms,
      peakRssGrowthMB: Math.max(...runs.map((r) => r.peakRssGrowthMb)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
