import { useTranslation } from 'react-i18next';

/** The words of the billing lists' page controls. */
export function usePagerLabels() {
  const { t } = useTranslation();
  return {
    previous: t('recharge.history.previous'),
    next: t('recharge.history.next'),
    page: (page: number, pages: number) => t('recharge.history.page', { page, pages }),
  };
}
