import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompanionSession } from '@offerpilot/shared';
import type { ApiResult } from '../../../lib/request.ts';
import { pair, readCompanion } from './companion-api.ts';
import {
  browserLabel,
  pairingTokenOf,
  readCompanionToken,
  storeCompanionToken,
  type BrandData,
} from './companion-device.ts';

/** Where the phone stands: finding out, asking for the short code (why, if a try failed), or following. */
export type CompanionStage =
  | { kind: 'loading' }
  | { kind: 'code'; error: string | null }
  | { kind: 'following'; session: CompanionSession; token: string; read: number };

const label = () =>
  browserLabel(navigator.userAgent, (navigator as Navigator & { userAgentData?: BrandData }).userAgentData);

/** Takes the fragment (the pairing token) out of the address bar and its history entry. */
const dropFragment = () =>
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);

/**
 * The phone's pairing (PRODUCT.md section 3): the QR code's token from the fragment, else the stored companion
 * token, else the short code typed by hand. A refused or unpaired credential is forgotten and the code asked for.
 */
export function useCompanion() {
  const [start] = useState(() => ({
    fromQr: pairingTokenOf(window.location.hash),
    stored: readCompanionToken(),
  }));
  const [stage, setStage] = useState<CompanionStage>(() =>
    start.fromQr || start.stored ? { kind: 'loading' } : { kind: 'code', error: null },
  );
  const started = useRef(false);
  const reads = useRef(0);

  const settle = useCallback((answer: ApiResult<CompanionSession>, known: string | null) => {
    const token = answer.success ? (answer.result.token ?? known) : null;
    if (answer.success && token) {
      storeCompanionToken(token);
      setStage({ kind: 'following', session: answer.result, token, read: ++reads.current });
      return;
    }
    if (!answer.success && answer.code === 401) storeCompanionToken(null);
    setStage({ kind: 'code', error: answer.success ? null : answer.message });
  }, []);

  useEffect(() => {
    // Once, even where effects run twice: a pairing token is used once.
    if (started.current) return;
    started.current = true;
    const { fromQr, stored } = start;
    if (fromQr) {
      dropFragment();
      void pair({ token: fromQr }, label()).then((answer) => settle(answer, null));
    } else if (stored) void readCompanion().then((answer) => settle(answer, stored));
  }, [start, settle]);

  const submitCode = useCallback(
    async (code: string) => settle(await pair({ code }, label()), null),
    [settle],
  );
  /**
   * Reads the stored credential again: after a network failure, or when the server closed or refused the
   * phone's socket (unpaired, the session ended). The phone follows anew (the view starts over), shows the end,
   * or asks for a new code with the server's words.
   */
  const recheck = useCallback(async () => {
    const stored = readCompanionToken();
    if (!stored) return setStage({ kind: 'code', error: null });
    settle(await readCompanion(), stored);
  }, [settle]);
  return { stage, submitCode, recheck };
}
