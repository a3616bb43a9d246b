import type { TFunction } from 'i18next';
import { confirmSession } from '../../../components/confirm-session.tsx';

const TEXTS = { history: 'mockStart.history', close: 'mockStart.close', testPrefix: 'mock' };

/** Asks before ending or deleting a mock interview. */
export const confirmMock = (
  t: TFunction,
  kind: 'end' | 'delete',
  onConfirm: () => void,
  time?: string,
): void => confirmSession(t, TEXTS, kind, onConfirm, time);
