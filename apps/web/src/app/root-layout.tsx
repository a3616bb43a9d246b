import { Suspense, useEffect } from 'react';
import { nprogress } from '@mantine/nprogress';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { progressStore } from '../lib/progress.ts';
import { captureReferrer } from '../lib/storage.ts';
import { useStore } from '../lib/store.ts';
import { AppRoutes } from './router.tsx';
import { findRoute } from './route-table.ts';

/** Document title: the page title followed by the product title (SPEC.md section 2). */
function useDocumentTitle(pathname: string) {
  const { t } = useTranslation();
  const title = findRoute(pathname)?.title ?? 'notFound';
  useEffect(() => {
    document.title = `${t(`titles.${title}`)} - ${t('app.title')}`;
  }, [title, t]);
}

/** The thin top bar runs while a navigation (chunk and route guard) or the guard's fetch is under way. */
function useRouteProgress() {
  const { navigating, busy } = useStore(progressStore);
  const running = navigating || busy > 0;
  useEffect(() => {
    if (running) nprogress.start();
    else nprogress.complete();
  }, [running]);
}

/** Before the first page has loaded only the progress bar shows. */
function BootFallback() {
  useEffect(() => {
    nprogress.start();
    return () => nprogress.complete();
  }, []);
  return null;
}

/** Everything every page shares: title, progress bar, the inviter from `referrer_id`, scroll to top. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useDocumentTitle(pathname);
  useRouteProgress();
  useEffect(() => {
    captureReferrer(search);
  }, [search]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <Suspense fallback={<BootFallback />}>
        <AppRoutes />
      </Suspense>
    </>
  );
}
