import { STORAGE_KEYS, normalizeLang, type Lang } from '@offerpilot/shared';

// Storage can be unavailable (private mode, sandboxed frames); every access degrades to "nothing stored".
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

export const getToken = (): string | null => read(STORAGE_KEYS.token) || null;
export const setToken = (token: string): void => write(STORAGE_KEYS.token, token);
export const clearToken = (): void => write(STORAGE_KEYS.token, null);
/** Signed in means a token exists (SPEC.md section 4). */
export const isSignedIn = (): boolean => getToken() !== null;

export const getReferrer = (): string | null => read(STORAGE_KEYS.referrer) || null;
export const setReferrer = (id: string): void => write(STORAGE_KEYS.referrer, id);

export const getLang = (): Lang => normalizeLang(read(STORAGE_KEYS.lang));
export const setLang = (lang: Lang): void => write(STORAGE_KEYS.lang, lang);

/** A JSON entry merged over its defaults, so older stored shapes keep working. */
export function readJson<T extends object>(key: string, defaults: T): T {
  try {
    const parsed: unknown = JSON.parse(read(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? { ...defaults, ...parsed } : defaults;
  } catch {
    return defaults;
  }
}

export const writeJson = (key: string, value: object): void => write(key, JSON.stringify(value));

/** This tab's session storage (kept across reloads, not across tabs), with the same fallback. */
export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

/** A session value read once: it is forgotten as it is read. */
export function takeSession(key: string): string | null {
  const value = readSession(key);
  writeSession(key, null);
  return value;
}

/** Stores the inviter from a `referrer_id` query parameter of any page. */
export function captureReferrer(search: string): void {
  const id = new URLSearchParams(search).get('referrer_id')?.trim();
  if (id) setReferrer(id);
}
