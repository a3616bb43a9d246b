import { useTranslation } from 'react-i18next';
import { ModalsProvider } from '@mantine/modals';

/**
 * Hosts the confirm dialogs opened with `modals.openConfirmModal` anywhere in the app. It has no children:
 * the static `modals` API talks to it through events, so it can load after the first page.
 */
export function ConfirmHost() {
  const { t } = useTranslation();
  return <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }} />;
}
