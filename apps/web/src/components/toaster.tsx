import { useEffect } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS } from '@offerpilot/shared';
import { appState, clearGlobalError } from '../lib/app-state.ts';

/** The toast stack (top-right) and the watcher that turns each global error message into an error toast. */
export function Toaster() {
  const { t } = useTranslation();
  useEffect(() => {
    let shown: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      const { errorMessage } = appState.get();
      if (errorMessage === shown) return;
      shown = errorMessage;
      if (errorMessage === null) return;
      notifications.show({
        color: 'red',
        message: errorMessage,
        autoClose: ERROR_TOAST_MS,
        withBorder: true,
        closeButtonProps: { 'aria-label': t('toast.close') },
      });
      clearTimeout(timer);
      timer = setTimeout(clearGlobalError, ERROR_TOAST_MS);
    };
    show();
    const unsubscribe = appState.subscribe(show);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [t]);
  return <Notifications position="top-right" />;
}
