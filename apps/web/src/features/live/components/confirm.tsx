import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** Asks before ending or deleting a session (the app's confirm dialog; its confirm button red). */
export function confirmLive(
  t: TFunction,
  kind: 'end' | 'delete',
  onConfirm: () => void,
  time?: string,
): void {
  modals.openConfirmModal({
    title: t(`liveStart.history.${kind}Title`),
    children: <Text size="sm">{t(`liveStart.history.${kind}Body`, { time })}</Text>,
    labels: { confirm: t(`liveStart.history.${kind}Confirm`), cancel: t('common.cancel') },
    confirmProps: { color: 'red.9', 'data-testid': `live-${kind}-confirm` } as Record<string, string>,
    closeButtonProps: { 'aria-label': t('liveStart.close') },
    onConfirm,
  });
}
