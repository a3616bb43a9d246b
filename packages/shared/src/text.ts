import { z } from 'zod';

/**
 * Whether the UTF-16 unit at `i` is a character no field of ours may hold: C0 controls other than tab, line
 * feed and carriage return, DEL, C1 controls, and a surrogate without its other half (PostgreSQL refuses NUL
 * in text and lone surrogates in JSON).
 */
function unsafeAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x20) return c !== 0x09 && c !== 0x0a && c !== 0x0d;
  if (c >= 0x7f && c <= 0x9f) return true;
  if (c >= 0xd800 && c <= 0xdbff)
    return !(text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff);
  if (c >= 0xdc00 && c <= 0xdfff)
    return !(text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff);
  return false;
}

/** Whether a string holds a character that no field may store. */
export function hasUnsafeChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (unsafeAt(text, i)) return true;
  return false;
}

/** Free-form text made storable: controls removed, a lone surrogate replaced by U+FFFD. */
export function cleanFreeText(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!unsafeAt(text, i)) continue;
    out +=
      text.slice(from, i) + (text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdfff ? '\ufffd' : '');
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * A free-form text field (pasted resumes, job descriptions, typed questions and answers): characters that
 * cannot be stored are removed before any other check, instead of refusing what the user pasted.
 */
export const freeText = () => z.string().overwrite(cleanFreeText);

/**
 * The path of the first string in parsed input that still holds an unsafe character, or null. Every field
 * that is not `freeText()` is refused with it (the validation door runs this after the schema).
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return hasUnsafeChars(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = hasUnsafeChars(key) ? [...path, key] : findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * `text` without the characters of `chars` (and whitespace, when `spaces`) at its end. A linear scan: the
 * regular expression `/[…]+$/` is quadratic on a long run of those characters that is not at the end.
 */
export function trimEndOf(text: string, chars: string, spaces = false): string {
  let end = text.length;
  while (end > 0) {
    const c = text[end - 1] ?? '';
    if (!chars.includes(c) && !(spaces && /\s/.test(c))) break;
    end--;
  }
  return text.slice(0, end);
}
