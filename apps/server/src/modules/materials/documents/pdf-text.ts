import { getDocumentProxy } from 'unpdf';
import type { PDFPageProxy } from 'unpdf/pdfjs';
import { DocumentError } from './document-error.ts';
import { checkPdfInflation } from './pdf-streams.ts';

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  eol: boolean;
}

function itemsOf(content: { items: object[] }): Item[] {
  const items: Item[] = [];
  for (const raw of content.items) {
    if (!('str' in raw) || !('transform' in raw)) continue;
    const it = raw as { str: string; transform: number[]; width: number; hasEOL: boolean };
    const [a = 0, b = 0, , , x = 0, y = 0] = it.transform;
    items.push({ str: it.str, x, y, width: it.width, size: Math.hypot(a, b) || 10, eol: it.hasEOL });
  }
  return items;
}

const SPACE = /\s/;

/**
 * What goes between two items: a line break (two for a paragraph gap), a column gap, a space or nothing.
 * `lastChar` is the last character written so far (the text itself is never scanned again).
 */
function joint(prev: Item, item: Item, lastChar: string): string {
  const dy = Math.abs(item.y - prev.y);
  if (dy > prev.size * 0.5) return (prev.eol ? '' : '\n') + (dy > prev.size * 2.2 ? '\n' : '');
  if (prev.eol) return '';
  const gap = item.x - (prev.x + prev.width);
  if (gap > prev.size * 1.5) return '  ';
  return gap > prev.size * 0.15 && !SPACE.test(lastChar) && !SPACE.test(item.str.charAt(0)) ? ' ' : '';
}

/**
 * Rebuilds the lines of a page from positioned text items: a new line where the baseline moves, a wide
 * gap (a right-aligned date, a second column) as two spaces, which the facts parser reads as a separator.
 */
export function pageLines(items: Item[]): string {
  const out: string[] = [];
  let lastChar = '';
  const write = (s: string) => {
    out.push(s);
    lastChar = s.charAt(s.length - 1) || lastChar;
  };
  let prev: Item | null = null;
  for (const item of items) {
    if (prev) write(joint(prev, item, lastChar));
    // PDF.js reports a wide gap on one line as a blank item as wide as the gap.
    const wide = item.str.trim() === '' && item.width > item.size * 1.5;
    write(wide ? '  ' : item.str);
    if (item.eol) write('\n');
    prev = item;
  }
  return out.join('');
}

/** How much of a PDF is read: a resume's text fits in the first pages and characters. */
export interface PdfLimits {
  maxChars: number;
  maxPages: number;
  /** Reading stops after this long; what was read by then is kept. */
  budgetMs: number;
}
export const PDF_LIMITS: PdfLimits = { maxChars: 60_000, maxPages: 50, budgetMs: 5000 };

async function pageText(page: PDFPageProxy, deadline: number): Promise<string> {
  const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<{ items: object[] }>;
  const items: Item[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    items.push(...itemsOf(value));
    if (Date.now() > deadline) {
      // PDF.js needs a reason: without one its stream stays open, and a later chunk enqueued on the closed
      // controller throws outside any caller ("Controller is already closed"), which ended the process.
      await reader.cancel(new Error('the time budget of the document ran out'));
      break;
    }
  }
  return pageLines(items);
}

/**
 * The text of a PDF, page after page, until the limits (so a 10 MB file costs no more than a resume);
 * a file PDF.js cannot open (corrupt, encrypted) is unreadable, one whose streams inflate past the limits of
 * `checkPdfInflation` is refused before PDF.js reads it.
 */
export async function pdfText(bytes: Buffer, limits: PdfLimits = PDF_LIMITS): Promise<string> {
  checkPdfInflation(bytes);
  const deadline = Date.now() + limits.budgetMs;
  // PDF.js wants a plain Uint8Array and may take over its memory: give it a copy of its own.
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  const pdf = await getDocumentProxy(data, {
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).catch((err: unknown) => {
    throw new DocumentError('unreadable', err);
  });
  try {
    const pages: string[] = [];
    let chars = 0;
    const last = Math.min(pdf.numPages, limits.maxPages);
    for (let n = 1; n <= last && chars < limits.maxChars && Date.now() <= deadline; n++) {
      const page = await pdf.getPage(n);
      const text = await pageText(page, deadline);
      page.cleanup();
      pages.push(text);
      chars += text.length;
    }
    return pages.join('\n\n');
  } catch (err) {
    throw new DocumentError('unreadable', err);
  } finally {
    await pdf.destroy();
  }
}
