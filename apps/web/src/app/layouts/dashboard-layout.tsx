import { lazy, Suspense, useEffect, useState } from 'react';
import { AppShell, Burger, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INIT_STEP } from '@offerpilot/shared';
import { ConfirmHost } from '../../components/confirm-host.tsx';
import { Logo } from '../../components/logo.tsx';
import { CreditsCard } from '../../features/user/components/credits-card.tsx';
import { UserCard } from '../../features/user/components/user-card.tsx';
import { AccountLocked } from '../../features/settings/components/account-locked.tsx';
import { addInitSteps } from '../../lib/first-run.ts';
import { useUserInfo } from '../../lib/session.ts';
import { isSignedIn } from '../../lib/storage.ts';
import { QueryProvider } from '../query-provider.tsx';
import { findRoute, type PageRoute } from '../route-table.ts';
import { DashboardFooter } from './dashboard-footer.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

const NAVBAR_WIDTH = 264;

// Settings loads when first opened from the user dialog.
const SettingsDialog = lazy(() =>
  import('../../features/settings/components/settings-dialog.tsx').then((m) => ({
    default: m.SettingsDialog,
  })),
);

/**
 * The dashboard shell (Mantine AppShell): a fixed sidebar with menu, credits and user card from the
 * desktop breakpoint (1298 px, the theme's `xl`), a burger-opened drawer below it.
 */
export function DashboardLayout() {
  return (
    <QueryProvider>
      <DashboardShell />
    </QueryProvider>
  );
}

/**
 * A visit to the career guide or the job center is the first-run checklist's "find your direction" step
 * (INIT_STEP.explore).
 */
function useExploreStep(route: PageRoute | undefined, known: boolean) {
  const explores = route?.page === 'guide' || route?.page === 'jobCenter' || route?.page === 'jobDetail';
  useEffect(() => {
    if (explores && known) void addInitSteps(INIT_STEP.explore);
  }, [explores, known]);
}

function DashboardShell() {
  const { t } = useTranslation();
  // While the account is cancelling it is locked: the pages give way to the way back (PRODUCT.md section 4).
  const info = useUserInfo().data;
  const locked = info?.userInfo.status === 'cancelling';
  const [opened, { toggle, close }] = useDisclosure(false);
  const route = findRoute(useLocation().pathname);
  const signedIn = isSignedIn();
  useExploreStep(route, info !== undefined);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [settings, setSettings] = useState<'unused' | 'open' | 'closed'>('unused');
  const openSettings = () => {
    close();
    setSettings('open');
  };
  return (
    <>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: NAVBAR_WIDTH, breakpoint: 'xl', collapsed: { mobile: !opened } }}
        padding={0}
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="xl"
              size="sm"
              aria-label={opened ? t('menu.close') : t('menu.open')}
              data-testid="menu-burger"
            />
            <Link to="/Dashboard/Home" aria-label={t('titles.home')}>
              <Logo />
            </Link>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label={t('menu.sidebar')}>
          <AppShell.Section grow component={ScrollArea}>
            <SidebarMenu disabled={locked || route?.menuDisabled === true} onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section>
            <Stack gap="sm" pt="sm">
              {signedIn && <CreditsCard onNavigate={close} />}
              <UserCard onOpenSettings={openSettings} />
            </Stack>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main" className="dashboard-main">
          <div className="dashboard-content">
            {locked ? <AccountLocked onOpenSettings={openSettings} /> : <Outlet />}
          </div>
          <DashboardFooter />
        </AppShell.Main>
      </AppShell>
      {settings !== 'unused' && (
        <Suspense fallback={null}>
          <SettingsDialog opened={settings === 'open'} onClose={() => setSettings('closed')} />
        </Suspense>
      )}
      <ConfirmHost />
    </>
  );
}
