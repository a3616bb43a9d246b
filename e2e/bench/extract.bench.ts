import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ROOT } from '../support/server.ts';

const MB = 1024 * 1024;
const WORDS = (
  'led migration ledger service postgres latency cut percent designed idempotency layer internal services ' +
  'mentored engineers rotation built dashboard fraud analysts daily wrote integration tests caught bugs ' +
  'release checkout flow reached weekly users months implemented voice detection server kubernetes redis'
).split(' ');

/** Sentences of resume words in a fixed pseudo-random order: text that compresses like real text. */
function sentences(seed: number) {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % WORDS.length;
  };
  return (words: number) => Array.from({ length: words }, () => WORDS[next()]).join(' ');
}

const LINES_PER_PAGE = 56;

/**
 * A text PDF of about `bytes` bytes: pages of 56 lines of Helvetica, each page's content stream deflated as
 * PDF writers do. Written directly: a PDF library takes far longer to make 10 MB than the server to read it.
 */
export function textPdf(bytes: number): { pdf: Buffer; pages: number } {
  const line = sentences(7);
  const pageContent = (page: number) =>
    deflateSync(
      `BT /F1 10 Tf 14 TL 40 800 Td\n${Array.from({ length: LINES_PER_PAGE }, (_, i) => `(${page}.${i} ${line(12)}) Tj T*`).join('\n')}\nET`,
    );
  const fixed = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const bodies: Buffer[] = [];
  let size = 0;
  for (let p = 0; size < bytes; p++) {
    const content = pageContent(p);
    bodies.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
        content,
        Buffer.from('\nendstream'),
      ]),
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${4 + 2 * p} 0 R >>`,
      ),
    );
    size += content.length + 220;
  }
  const pages = bodies.length / 2;
  const kids = Array.from({ length: pages }, (_, i) => `${5 + 2 * i} 0 R`).join(' ');
  fixed[1] = `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`;
  const objects = [...fixed.map((o) => Buffer.from(o)), ...bodies];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let at = parts[0]?.length ?? 0;
  const offsets = objects.map((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    at += object.length;
    return at - object.length;
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`,
    ),
  );
  return { pdf: Buffer.concat(parts), pages };
}

/** A one-page resume PDF (pdf-lib, as a résumé tool writes it): the baseline of the same run. */
async function resumePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const line = sentences(3);
  for (let i = 0; i < 50; i++) page.drawText(line(10), { x: 40, y: 800 - 14 * i, size: 10, font });
  return Buffer.from(await pdf.save());
}

/**
 * A DOCX (the docx package, as Word writes it) of `paragraphs` paragraphs of text, half of them list items,
 * and an embedded picture of `imageBytes` (incompressible, as a photo is) that makes up the file's size.
 */
async function docxOf(paragraphs: number, imageBytes: number): Promise<Buffer> {
  const line = sentences(11);
  const image = Buffer.alloc(imageBytes);
  for (let i = 0, x = 2463534242; i < imageBytes; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    image[i] = x & 0xff;
  }
  const children = Array.from({ length: paragraphs }, (_, i) =>
    i % 2
      ? new Paragraph({ text: line(14), bullet: { level: 0 } })
      : new Paragraph({ children: [new TextRun({ text: line(10), bold: i % 10 === 0 })] }),
  );
  if (imageBytes > 0) {
    const picture = new ImageRun({ type: 'png', data: image, transformation: { width: 400, height: 300 } });
    children.push(new Paragraph({ children: [picture] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

interface Reading {
  kind?: string;
  chars?: number;
  ms: number;
  peakRssGrowthMb: number;
  error?: string;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Reads a ~10 MB text PDF and a ~10 MB DOCX as the server reads uploads (the `read-resume` operator command:
 * a warm reader process under the server's ceilings), each after a one-page resume of the same kind read by
 * the same reader, which is the baseline. Three fresh commands; medians of time, maxima of the reader's peak
 * RSS growth. Targets: each big file within 3 s and under 200 MB of growth.
 */
export async function benchExtraction(megabytes = 10) {
  const dir = mkdtempSync(join(tmpdir(), 'op-bench-docs-'));
  const { pdf, pages } = textPdf(megabytes * MB);
  const smallDocx = await docxOf(40, 0);
  const textDocx = await docxOf(30_000, 0);
  const bigDocx = await docxOf(30_000, Math.max(0, megabytes * MB - textDocx.length));
  const files = { smallPdf: await resumePdf(), bigPdf: pdf, smallDocx, bigDocx };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  const cli = join(ROOT, 'apps/server/src/cli/read-resume.ts');
  const names = Object.keys(files) as (keyof typeof files)[];
  try {
    const runs: Record<string, Reading[]> = {};
    for (let i = 0; i < 3; i++) {
      const args = [cli, '--json', ...names.map((n) => join(dir, n))];
      const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: ROOT });
      stdout
        .trim()
        .split('\n')
        .forEach((line, at) => (runs[names[at] ?? ''] ??= []).push(JSON.parse(line) as Reading));
    }
    const figure = (name: keyof typeof files) => {
      const rs = runs[name] ?? [];
      const failed = rs.find((r) => r.error);
      if (failed) throw new Error(`the benchmark's ${name} was refused: ${failed.error}`);
      return {
        fileMB: files[name].length / MB,
        chars: rs[0]?.chars ?? 0,
        ms: median(rs.map((r) => r.ms)),
        peakRssGrowthMB: Math.max(...rs.map((r) => r.peakRssGrowthMb)),
      };
    };
    return {
      pdf: { pages, baseline: figure('smallPdf'), big: figure('bigPdf') },
      docx: { paragraphs: 30_000, baseline: figure('smallDocx'), big: figure('bigDocx') },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

/** Prints the figures of benchExtraction, each big file against its one-page baseline. */
export function printExtraction({ pdf, docx }: Awaited<ReturnType<typeof benchExtraction>>): void {
  const f = (n: number, d = 1) => n.toFixed(d);
  const show = (what: string, r: typeof pdf.big, base: typeof pdf.big) => {
    console.log(
      `  ${what}: ${r.ms} ms, ${f(r.ms / Math.max(1, base.ms))}x the one-page resume's ${base.ms} ms (target <= 3000 ms: ${mark(r.ms <= 3000)})`,
    );
    console.log(
      `  ${' '.repeat(what.length)}  reader peak RSS +${r.peakRssGrowthMB} MB, one-page +${base.peakRssGrowthMB} MB (target < 200 MB: ${mark(r.peakRssGrowthMB < 200)})`,
    );
  };
  console.log(
    `\nResume reading in the document reader process (warm; ceilings 512 MB, 10 s), ${f(pdf.big.fileMB)} MB text PDF of ${pdf.pages} pages (${pdf.big.chars} characters kept) and ${f(docx.big.fileMB)} MB DOCX of ${docx.paragraphs} paragraphs and a picture (${docx.big.chars} kept)`,
  );
  show('PDF ', pdf.big, pdf.baseline);
  show('DOCX', docx.big, docx.baseline);
  console.log(`  (machine load average ${f(loadavg()[0] ?? 0)} on ${availableParallelism()} cores)`);
}

if (import.meta.main) printExtraction(await benchExtraction());
