/** A control character that never appears in a text file (tab, line feed, form feed and CR excepted). */
export const isControl = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;

/** The text without its control characters. */
export function withoutControls(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isControl(text.charCodeAt(i))) continue;
    out += text.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

function decode(bytes: Uint8Array): string | null {
  const [a, b] = bytes;
  const encoding = a === 0xff && b === 0xfe ? 'utf-16le' : a === 0xfe && b === 0xff ? 'utf-16be' : 'utf-8';
  try {
    // The BOM, if any, is dropped by the decoder.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text of a plain-text file (UTF-8, or UTF-16 with a byte-order mark); null when it is not text. */
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
  return withoutControls(text);
}
