import { cleanFreeText } from '@offerpilot/shared';

/** A control character that never appears in a text file (tab, line feed, form feed and CR excepted). */
export const isControl = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;

function strictDecode(bytes: Uint8Array, encoding: string): string | null {
  try {
    // The BOM, if any, is dropped by the decoder.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A character Chinese text is made of: ASCII, CJK ideographs and punctuation, full-width forms. */
const isChineseTextChar = (c: number) =>
  c === 0x09 ||
  c === 0x0a ||
  c === 0x0d ||
  (c >= 0x20 && c <= 0x7e) ||
  (c >= 0x3000 && c <= 0x303f) ||
  (c >= 0x4e00 && c <= 0x9fff) ||
  (c >= 0xff00 && c <= 0xffef) ||
  (c >= 0x2010 && c <= 0x2027) ||
  c === 0xb7;

/**
 * GB 18030 (a superset of GBK and GB 2312), which Chinese editors on Windows still save by default. Almost
 * any byte string decodes in it, so the result counts as text only when it reads like Chinese text.
 */
function decodeGb18030(bytes: Uint8Array): string | null {
  const text = strictDecode(bytes, 'gb18030');
  if (text === null || text.length === 0) return null;
  // Counted, not matched: a list of every character of a 10 MB file would take hundreds of MB.
  let plausible = 0;
  for (let i = 0; i < text.length; i++) if (isChineseTextChar(text.charCodeAt(i))) plausible++;
  return plausible >= text.length * 0.97 ? text : null;
}

function decode(bytes: Uint8Array): string | null {
  const [a, b] = bytes;
  if (a === 0xff && b === 0xfe) return strictDecode(bytes, 'utf-16le');
  if (a === 0xfe && b === 0xff) return strictDecode(bytes, 'utf-16be');
  return strictDecode(bytes, 'utf-8') ?? decodeGb18030(bytes);
}

/**
 * The text of a plain-text file (UTF-8, UTF-16 with a byte-order mark, or GBK/GB 18030); null when it is
 * not text.
 */
export function plainText(bytes: Uint8Array): string | null {
  const text = decode(bytes);
  if (text === null) return null;
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return null;
    if (isControl(code)) controls++;
  }
  if (controls > text.length / 1000) return null;
  // Markup saved as .txt is not a plain resume (RTF, HTML).
  if (/^\s*(?:\{\\rtf|<!doctype html|<html)/i.test(text)) return null;
  return cleanFreeText(text);
}
