import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { updateLayoutConfig } from '../../lib/layout-config.ts';
import { MENU_ICONS, type MenuKey } from './menu-icons.tsx';

/** The sidebar menu of SPEC.md section 2, in its order. */
export const MENU_ITEMS: readonly { key: MenuKey; path: string }[] = [
  { key: 'home', path: '/Dashboard/Home' },
  { key: 'mock', path: '/Dashboard/StartInterviewMock' },
  { key: 'ai', path: '/Dashboard/StartInterviewAI' },
  { key: 'recharge', path: '/Dashboard/Recharge' },
  { key: 'referral', path: '/Dashboard/Referral' },
];

/** Highlights the current item; every item is disabled while the page has its menu disabled (the guide). */
export function SidebarMenu({ disabled, onNavigate }: { disabled: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('menu.label')} data-testid="sidebar-menu">
      {MENU_ITEMS.map((item) => {
        const active = pathname.toLowerCase() === item.path.toLowerCase();
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.path}
            label={t(`menu.${item.key}`)}
            leftSection={MENU_ICONS[item.key]}
            active={active}
            aria-current={active ? 'page' : undefined}
            disabled={disabled}
            aria-disabled={disabled || undefined}
            tabIndex={disabled ? -1 : undefined}
            onClick={(event) => {
              if (disabled) {
                event.preventDefault();
                return;
              }
              updateLayoutConfig({ activeMenuItem: item.key });
              onNavigate();
            }}
            variant="light"
            fw={active ? 700 : 500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            data-testid={`menu-${item.key}`}
          />
        );
      })}
    </nav>
  );
}
