import type { TFunction } from 'i18next';
import type { SocketState } from './socket.ts';

/** What the blocking overlay says: a sentence in the user's language, and the transport's own words. */
export interface SocketProblemText {
  text: string;
  /** The raw reason ("xhr poll error", "close: transport close"), kept as a detail for support. */
  detail: string | null;
}

/**
 * Words for a failed socket. A refusal is the server's error key translated (else its message, which it
 * wrote in the handshake's language); a transport failure gets a sentence of our own, the raw text below it.
 */
export function socketProblemText(state: SocketState, t: TFunction): SocketProblemText | null {
  const { problem, message } = state;
  if (!problem || message === null) return null;
  if (problem.kind === 'refused') {
    return { text: t(`errors:${problem.error}`, { defaultValue: message }), detail: null };
  }
  return { text: t(`socket.${problem.kind}`), detail: message };
}
