import { useState } from 'react';
import { readJson, writeJson } from '../../../lib/storage.ts';

const KEY = 'liveView';

/** The session screen's larger text, remembered on this device for the next interview. */
export function useLargeText(): [boolean, (large: boolean) => void] {
  const [large, setLarge] = useState(() => readJson(KEY, { large: false }).large === true);
  return [
    large,
    (next) => {
      setLarge(next);
      writeJson(KEY, { large: next });
    },
  ];
}
