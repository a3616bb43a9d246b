import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { I18nextProvider } from 'react-i18next';
import { ErrorToasts } from '../components/error-toasts.tsx';
import { GlobalDialogs } from '../components/global-dialogs.tsx';
import { i18n } from '../lib/i18n.ts';
import { layoutConfigStore } from '../lib/layout-config.ts';
import { useStore } from '../lib/store.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import './styles.ts';

/** The layout scale (14) becomes the root font size, which every rem size follows. */
function useLayoutScale(scale: number) {
  useEffect(() => {
    document.documentElement.style.setProperty('--app-scale', `${scale}px`);
  }, [scale]);
}

/** Theme, translations and the global overlays: toasts top-right, dialogs, progress bar. The confirm
 * dialog host lives in the dashboard layout, the only place that asks for confirmation, so the public
 * pages do not download Mantine's modal code. */
export function Providers({ children }: { children: ReactNode }) {
  const layout = useStore(layoutConfigStore);
  useLayoutScale(layout.scale);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={layout.darkTheme ? 'dark' : 'light'}
      >
        <NavigationProgress size={3} aria-hidden="true" />
        <ErrorToasts />
        {children}
        <GlobalDialogs />
      </MantineProvider>
    </I18nextProvider>
  );
}
