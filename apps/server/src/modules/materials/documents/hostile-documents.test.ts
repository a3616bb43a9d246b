import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeZip, pdfBomb, zipBomb } from '../../../../test/documents.ts';
import { EN_RESUME } from '../../../../test/resume-samples.ts';
import { parseResumeFacts } from '../facts/parse-facts.ts';
import { docxText } from './docx-text.ts';
import { documentXmlText } from './docx-xml.ts';
import { extractDocument, normalizeText } from './extract.ts';
import { checkPdfInflation } from './pdf-streams.ts';

const MB = 1024 * 1024;

/** Milliseconds `work` takes. */
function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

describe('the DOCX body scanner', () => {
  it('keeps paragraphs, list bullets, table rows and tabs, and leaves out deleted revisions', () => {
    const xml =
      '<w:document><w:body>' +
      '<w:p><w:r><w:t>Alex Morgan</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/></w:numPr></w:pPr><w:r><w:t xml:space="preserve">Led &amp; shipped </w:t></w:r>' +
      '<w:del><w:r><w:delText>removed words</w:delText></w:r></w:del><w:r><w:t>&#x41;PI</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Acme</w:t><w:tab/><w:t>2020</w:t><w:noBreakHyphen/><w:t>2021</w:t></w:r></w:p>' +
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>School</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>MIT</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
      '<w:p/></w:body></w:document>';
    expect(documentXmlText(xml)).toBe('Alex Morgan\n• Led & shipped API\nAcme\t2020-2021\nSchool | MIT');
  });

  it('reads markup a hostile writer sends in linear time: 200,000 `<`, stray brackets, one huge paragraph', () => {
    const bodies = [
      '<'.repeat(200_000),
      '<w:t>'.repeat(100_000),
      `<w:p><w:t>${' '.repeat(2_000_000)}</w:t>${'<w:p>'.repeat(200_000)}`,
      `<w:t>a${'<x'.repeat(100_000)}`,
    ];
    for (const body of bodies) expect(timed(() => documentXmlText(body))).toBeLessThan(500);
    // A `<` with no `>` after it opens no tag: the characters after it are text, as before.
    expect(documentXmlText('<w:t>a <b')).toBe('a b');
  });
});

describe('text made uniform', () => {
  it('trims 100 KB of blanks at once, and removes NUL and lone surrogates', () => {
    const spaces = ' '.repeat(100_000);
    expect(timed(() => normalizeText(`${spaces}x${spaces}\ny${'\t '.repeat(50_000)}z`))).toBeLessThan(200);
    expect(normalizeText(`a\u0000b\u0007c  \r\nd\ud800e`)).toBe('abc\nd\ufffde');
  });

  it('parses hostile resume text in linear time', () => {
    const n = 49_000;
    const texts = [
      `• ${'-'.repeat(n)}!`,
      `Jan${' '.repeat(n)}x`,
      `EXPERIENCE\nAcme Inc  2019 - 2020\n• first\n${'a\n'.repeat(n / 2)}`,
      `EDUCATION\n${'University of X, '.repeat(n / 17)}`,
      `SKILLS\n${'a / '.repeat(n / 4)}`,
      `教育背景\n2019年3${' '.repeat(n)}x`,
      `EXPERIENCE\n${':'.repeat(n)}`,
    ];
    for (const text of texts) expect(timed(() => parseResumeFacts(text))).toBeLessThan(1000);
  });
});

describe('compressed data inside documents', () => {
  it('refuses a PDF whose one stream inflates to 512 MiB before PDF.js reads it, at once', async () => {
    const bomb = await pdfBomb(512);
    expect(bomb.length).toBeLessThan(MB);
    expect(() => checkPdfInflation(bomb)).toThrow(expect.objectContaining({ problem: 'tooMuchData' }));
    expect(timed(() => expect(() => checkPdfInflation(bomb)).toThrow())).toBeLessThan(2000);
  });

  it('lets real PDFs through and reads them', async () => {
    const pdf = await makePdf(EN_RESUME);
    expect(() => checkPdfInflation(pdf)).not.toThrow();
    expect((await extractDocument(pdf)).text).toContain('Led the migration of the ledger service');
  });

  it('bounds the DOCX body: declared size, ratio and what it really inflates to', async () => {
    const refused = (bytes: Buffer) =>
      expect(docxText(bytes)).rejects.toMatchObject({ problem: 'tooMuchData' });
    await refused(zipBomb(30)); // over 20 MB, said by the directory
    await refused(zipBomb(30, true)); // the directory lies: 1 KB
    await refused(zipBomb(5)); // under 20 MB, but 5 MB of blanks is a thousand times its compressed size
    const body = Buffer.from('<w:p><w:t>fine</w:t></w:p>');
    const short = makeZip([{ name: 'word/document.xml', data: body, declaredSize: body.length + 10 }]);
    await expect(docxText(short)).rejects.toMatchObject({ problem: 'unreadable' });
    expect(await docxText(await makeDocx(EN_RESUME))).toContain('• Led the migration');
  });
});
