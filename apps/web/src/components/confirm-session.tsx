import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** Where a kind of session keeps its confirm texts: `<history>.<kind>Title|Body|Confirm`, and its close label. */
export interface ConfirmTexts {
  history: string;
  close: string;
  /** The confirm button's test id is `<testPrefix>-<kind>-confirm`. */
  testPrefix: string;
}

/**
 * Asks before ending or deleting a session of any kind (the app's confirm dialog; its confirm button red).
 * `time` names the session in the body.
 */
export function confirmSession(
  t: TFunction,
  texts: ConfirmTexts,
  kind: 'end' | 'delete',
  onConfirm: () => void,
  time?: string,
): void {
  modals.openConfirmModal({
    title: t(`${texts.history}.${kind}Title`),
    children: <Text size="sm">{t(`${texts.history}.${kind}Body`, { time })}</Text>,
    labels: { confirm: t(`${texts.history}.${kind}Confirm`), cancel: t('common.cancel') },
    confirmProps: { color: 'red.9', 'data-testid': `${texts.testPrefix}-${kind}-confirm` } as Record<
      string,
      string
    >,
    closeButtonProps: { 'aria-label': t(texts.close) },
    onConfirm,
  });
}
