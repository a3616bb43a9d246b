import { getDocumentProxy } from 'unpdf';
import type { PDFPageProxy } from 'unpdf/pdfjs';
import { DocumentError } from './document-error.ts';

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

/** What goes between two items: a line break (two for a paragraph gap), a column gap, a space or nothing. */
function joint(prev: Item, item: Item, out: string): string {
  const dy = Math.abs(item.y - prev.y);
  if (dy > prev.size * 0.5) return (prev.eol ? '' : '\n') + (dy > prev.size * 2.2 ? '\n' : '');
  if (prev.eol) return '';
  const gap = item.x - (prev.x + prev.width);
  if (gap > prev.size * 1.5) return '  ';
  return gap > prev.size * 0.15 && !/\s$/.test(out) && !/^\s/.test(item.str) ? ' ' : '';
}

/**
 * Rebuilds the lines of a page from positioned text items: a new line where the baseline moves, a wide
 * gap (a right-aligned date, a second column) as two spaces, which the facts parser reads as a separator.
 */
export function pageLines(items: Item[]): string {
  let out = '';
  let prev: Item | null = null;
  for (const item of items) {
    if (prev) out += joint(prev, item, out);
    // PDF.js reports a wide gap on one line as a blank item as wide as the gap.
    const wide = item.str.trim() === '' && item.width > item.size * 1.5;
    out += wide ? '  ' : item.str;
    if (item.eol) out += '\n';
    prev = item;
  }
  return out;
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
      await reader.cancel();
      break;
    }
  }
  return pageLines(items);
}

/**
 * The text of a PDF, page after page, until the limits (so a 10 MB file costs no more than a resume);
 * a file PDF.js cannot open (corrupt, encrypted) is unreadable.
 */
export async function pdfText(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<string> {
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
