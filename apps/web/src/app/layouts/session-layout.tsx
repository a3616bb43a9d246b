import { Button, Group } from '@mantine/core';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../components/public-header.tsx';
import { SocketOverlay } from '../../components/socket-overlay.tsx';
import { QueryProvider } from '../query-provider.tsx';
import { findRoute } from '../route-table.ts';

/** Full-page interview sessions and reports: a slim header, and the socket overlay where one is needed. */
export function SessionLayout() {
  const { t } = useTranslation();
  const route = findRoute(useLocation().pathname);
  const [params] = useSearchParams();
  return (
    <>
      <PublicHeader>
        <Group gap="xs">
          <Button component={Link} to="/Dashboard/Home" variant="light" size="compact-md">
            {t('nav.dashboard')}
          </Button>
        </Group>
      </PublicHeader>
      <main id="main">
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </main>
      {route?.socket && (
        // The session screens name their thread `?id=`: the overlay asks for the same connection as the page.
        <SocketOverlay channel={route.socket} threadId={params.get('id') ?? undefined} />
      )}
    </>
  );
}
