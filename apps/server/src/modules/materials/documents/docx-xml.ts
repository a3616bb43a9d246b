const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|amp|quot|apos));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** The WordprocessingML elements the text depends on; every other tag is skipped. */
const READ = new Set(['p', 't', 'tab', 'br', 'cr', 'numPr', 'tc', 'tr', 'noBreakHyphen']);
const NOT_SPACE = /\S/;

const decodeEntities = (s: string) =>
  s.replace(ENTITY, (_, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = dec ? Number(dec) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

interface Tag {
  name: string;
  close: boolean;
  selfClose: boolean;
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** `w:name`, `/w:name` or `w:name …/` (what stands between < and >); null for any other tag. */
function readTag(inner: string): Tag | null {
  const close = inner.startsWith('/');
  const from = close ? 1 : 0;
  if (!inner.startsWith('w:', from)) return null;
  let end = from + 2;
  while (end < inner.length && inner[end] !== '/' && !isSpace(inner[end] ?? '')) end++;
  const name = inner.slice(from + 2, end);
  return READ.has(name) ? { name, close, selfClose: inner.endsWith('/') } : null;
}

/** The lines of a body as they are read: paragraphs, list bullets, table rows. */
function createLines() {
  const lines: string[] = [];
  let paragraph = '';
  let hasText = false;
  let listItem = false;
  let cells: string[] | null = null;
  let cell = '';
  const endParagraph = () => {
    const line = hasText ? (listItem ? '• ' : '') + paragraph.trim() : '';
    if (cells) cell += (cell && line ? ' ' : '') + line;
    else if (line) lines.push(line);
    paragraph = '';
    hasText = false;
    listItem = false;
  };
  const text = (s: string) => {
    paragraph += s;
    // Checked on what arrives, never on the whole paragraph again: a body may hold one huge paragraph.
    hasText ||= NOT_SPACE.test(s);
  };
  return {
    lines,
    text,
    tag({ name, close, selfClose }: Tag) {
      if (name === 'p' && (close || selfClose)) endParagraph();
      else if (name === 'p' && hasText)
        endParagraph(); // a text box inside a paragraph
      else if (name === 'tab') paragraph += '\t';
      else if ((name === 'br' || name === 'cr') && !close) paragraph += '\n';
      else if (name === 'noBreakHyphen') text('-');
      else if (name === 'numPr' && !close) listItem = true;
      else if (name === 'tr' && !close) cells = [];
      else if (name === 'tc' && close && cells) {
        if (cell.trim()) cells.push(cell.trim());
        cell = '';
      } else if (name === 'tr' && close && cells) {
        if (cells.length) lines.push(cells.join(' | '));
        cells = null;
      }
    },
    endParagraph,
  };
}

/**
 * The text of a DOCX body (word/document.xml): one line per paragraph, list paragraphs marked with a
 * bullet, the cells of a table row joined with " | ". Deleted revisions (w:delText) and field codes
 * (w:instrText) are left out. One pass over the XML, each character looked at a bounded number of times,
 * however the markup is broken.
 */
export function documentXmlText(xml: string): string {
  const out = createLines();
  let inText = false;
  // Once no `>` is left, no later `<` opens a tag: what follows is text between stray `<`.
  let tagsLeft = true;
  let i = 0;
  while (i < xml.length) {
    if (xml[i] === '<') {
      const end = tagsLeft ? xml.indexOf('>', i + 1) : -1;
      if (end >= 0) {
        const tag = readTag(xml.slice(i + 1, end));
        if (tag?.name === 't') inText = !tag.close && !tag.selfClose;
        else if (tag) out.tag(tag);
        i = end + 1;
        continue;
      }
      tagsLeft = false;
      i++;
    }
    const next = xml.indexOf('<', i);
    const stop = next < 0 ? xml.length : next;
    if (inText && stop > i) out.text(decodeEntities(xml.slice(i, stop)));
    i = stop;
  }
  out.endParagraph();
  return out.lines.join('\n');
}
