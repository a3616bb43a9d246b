import { useCallback, useState } from 'react';
import { readSession, writeSession } from '../../../lib/storage.ts';

const PREFIX = 'offerpilot.';

/** A string state kept in sessionStorage, so that a reload (the captcha does one) keeps what was typed. */
export function useSessionState(key: string, initial: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readSession(PREFIX + key) ?? initial);
  const update = useCallback(
    (next: string) => {
      setValue(next);
      writeSession(PREFIX + key, next);
    },
    [key],
  );
  return [value, update];
}
