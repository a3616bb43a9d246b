const TOKEN = /<(\/?)w:(p|t|tab|br|cr|numPr|tc|tr|noBreakHyphen)(?=[\s/>])[^>]*?(\/?)>|<[^>]*>|([^<]+)/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|amp|quot|apos));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decodeEntities = (s: string) =>
  s.replace(ENTITY, (_, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = dec ? Number(dec) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/**
 * The text of a DOCX body (word/document.xml): one line per paragraph, list paragraphs marked with a
 * bullet, the cells of a table row joined with " | ". Deleted revisions and field codes are left out.
 */
export function documentXmlText(xml: string): string {
  const lines: string[] = [];
  let paragraph = '';
  let listItem = false;
  let inText = false;
  let cells: string[] | null = null;
  let cell = '';
  const endParagraph = () => {
    const text = (listItem && paragraph.trim() ? '• ' : '') + paragraph.trim();
    if (cells) cell += (cell && text ? ' ' : '') + text;
    else if (text) lines.push(text);
    paragraph = '';
    listItem = false;
  };
  for (const [, close, tag, selfClose, text] of xml.matchAll(TOKEN)) {
    if (text !== undefined) {
      if (inText) paragraph += decodeEntities(text);
      continue;
    }
    if (tag === 't') inText = !close && !selfClose;
    else if (tag === 'p' && (close || selfClose)) endParagraph();
    else if (tag === 'p' && paragraph.trim())
      endParagraph(); // a text box inside a paragraph
    else if (tag === 'tab') paragraph += '\t';
    else if ((tag === 'br' || tag === 'cr') && !close) paragraph += '\n';
    else if (tag === 'noBreakHyphen') paragraph += '-';
    else if (tag === 'numPr' && !close) listItem = true;
    else if (tag === 'tr' && !close) cells = [];
    else if (tag === 'tc' && close && cells) {
      if (cell.trim()) cells.push(cell.trim());
      cell = '';
    } else if (tag === 'tr' && close && cells) {
      if (cells.length) lines.push(cells.join(' | '));
      cells = null;
    }
  }
  endParagraph();
  return lines.join('\n');
}
