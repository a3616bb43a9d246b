import { createDeflate, crc32, deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph, Tab, Table, TableCell, TableRow, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Documents the tests make at run time: real DOCX and PDF files, and broken ones. */

const BULLET = /^\s*(?:[•\-*]|\d+\.)\s+/;
const DATE_GAP = /\s{2,}|\t/;

/** A DOCX of the resume text: bullet lines become list paragraphs, a wide gap a tab. */
export async function makeDocx(text: string, table?: string[][]): Promise<Buffer> {
  const paragraphs = text.split('\n').map((line) =>
    BULLET.test(line)
      ? new Paragraph({ text: line.replace(BULLET, ''), bullet: { level: 0 } })
      : new Paragraph({
          children: line
            .split(DATE_GAP)
            .map((part, i) => new TextRun({ children: i > 0 ? [new Tab(), part] : [part] })),
        }),
  );
  const rows = (table ?? []).map(
    (cells) => new TableRow({ children: cells.map((c) => new TableCell({ children: [new Paragraph(c)] })) }),
  );
  const children = rows.length ? [...paragraphs, new Table({ rows })] : paragraphs;
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A text PDF of the lines (Helvetica, A4): text after a wide gap is drawn right-aligned like a date. */
export async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  for (const line of text.split('\n')) {
    if (y < 40) [page, y] = [pdf.addPage([595, 842]), 800];
    const [left = '', right] = line.split(/\s{2,}/);
    page.drawText(left, { x: 40, y, size: 10, font });
    if (right) page.drawText(right, { x: 555 - font.widthOfTextAtSize(right, 10), y, size: 10, font });
    y -= 14;
  }
  return Buffer.from(await pdf.save());
}

interface ZipEntry {
  name: string;
  data: Buffer;
  /** `data` is deflated already (the bombs); else the writer deflates it. */
  deflated?: boolean;
  /** What the directory claims the entry inflates to (a lie for the lying bomb). */
  declaredSize?: number;
}

/** A minimal zip writer, so that tests can make archives a real DOCX writer never would. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = e.deflated ? e.data : deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? e.data.length;
    const crc = e.deflated ? 0 : crc32(e.data);
    const method = 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Deflated zeros of `mb` megabytes, made without holding them in memory at once. */
function deflatedZeros(mb: number): Buffer {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const parts: Buffer[] = [];
  for (let i = 0; i < mb; i++) parts.push(chunk);
  return deflateRawSync(Buffer.concat(parts), { level: 9 });
}

/** A DOCX zip bomb: word/document.xml inflates to `mb` MB; `lie` makes the directory claim 1 KB. */
export function zipBomb(mb: number, lie = false): Buffer {
  const body = deflatedZeros(mb);
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: body, deflated: true, declaredSize: lie ? 1024 : mb * 1024 * 1024 },
  ]);
}

/** Zlib-deflated bytes of `mb` MiB of `unit` repeated, deflated a chunk at a time (never all in memory). */
async function deflatedRepeat(mb: number, unit: string): Promise<Buffer> {
  const pattern = Buffer.from(unit, 'latin1');
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = pattern[i % pattern.length] ?? 0;
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let i = 0; i < mb; i++) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/**
 * A one-page PDF whose content stream (FlateDecode) inflates to `mb` MiB of `unit` (NUL, which PDF reads as
 * blank space, unless told). `disguised` labels that stream an image, which a scan of the streams skips, so
 * that only the reader process's memory ceiling can stop it.
 */
export async function pdfBomb(
  mb: number,
  opts: { unit?: string; disguised?: boolean } = {},
): Promise<Buffer> {
  const data = await deflatedRepeat(mb, opts.unit ?? '\0');
  const subtype = opts.disguised ? ' /Subtype /Image' : '';
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode${subtype} >>\nstream\n`),
      data,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let size = parts[0]?.length ?? 0;
  const offsets = objects.map((body, i) => {
    const at = size;
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    size += object.length;
    return at;
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** The first bytes of a PNG image followed by noise: a picture named like a resume. */
export function pngBytes(size = 4096): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const noise = Buffer.alloc(size - head.length);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 256;
  return Buffer.concat([head, noise]);
}

/** A PDF cut short and overwritten in the middle: the header is there, nothing else makes sense. */
export function corruptPdf(): Buffer {
  const junk = Buffer.alloc(20_000);
  for (let i = 0; i < junk.length; i++) junk[i] = (i * 31 + 7) % 251;
  return Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R'), junk]);
}

let gbkTable: Map<string, Buffer> | undefined;

/**
 * The GBK bytes of a text, as a Chinese Windows editor saves it: the table is read back from the decoder
 * itself (every double-byte code), so no encoding library is needed.
 */
export function encodeGbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const bytes = Buffer.from([lead, trail]);
        const char = decoder.decode(bytes);
        if (char.length === 1 && char !== '\ufffd' && !gbkTable.has(char)) gbkTable.set(char, bytes);
      }
    }
  }
  const table = gbkTable;
  return Buffer.concat(
    Array.from(text, (char) => {
      if (char.charCodeAt(0) < 0x80) return Buffer.from(char, 'latin1');
      const bytes = table.get(char);
      if (!bytes) throw new Error(`not in GBK: ${char}`);
      return bytes;
    }),
  );
}

/** Bytes 1-255 in a fixed pseudo-random order: a binary with no NUL that a text sniffer must still refuse. */
export function noiseWithoutNul(size = 8192): Buffer {
  const out = Buffer.alloc(size);
  let x = 2463534242;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = 1 + ((x >>> 0) % 255);
  }
  return out;
}
