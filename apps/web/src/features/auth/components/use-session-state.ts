import { useCallback, useState } from 'react';

const PREFIX = 'offerpilot.';

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(PREFIX + key, value);
  } catch {
    // Without session storage the value lives for this page only.
  }
}

/** A string state kept in sessionStorage, so that a reload (the captcha does one) keeps what was typed. */
export function useSessionState(key: string, initial: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readSession(key) ?? initial);
  const update = useCallback(
    (next: string) => {
      setValue(next);
      writeSession(key, next);
    },
    [key],
  );
  return [value, update];
}
