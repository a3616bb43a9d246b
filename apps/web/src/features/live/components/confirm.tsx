import type { TFunction } from 'i18next';
import { confirmSession } from '../../../components/confirm-session.tsx';

const TEXTS = { history: 'liveStart.history', close: 'liveStart.close', testPrefix: 'live' };

/** Asks before ending or deleting a live session. */
export const confirmLive = (
  t: TFunction,
  kind: 'end' | 'delete',
  onConfirm: () => void,
  time?: string,
): void => confirmSession(t, TEXTS, kind, onConfirm, time);
