import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from './language-toggle.tsx';
import { Logo } from './logo.tsx';

/** The header of pages outside the dashboard: logo home link, language switch, and the page's actions. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="public-header">
      <Group justify="space-between" wrap="nowrap" h="100%" className="page-container">
        <Link to="/Welcome" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <Group gap="xs" wrap="nowrap">
          <LanguageToggle />
          {children}
        </Group>
      </Group>
    </header>
  );
}
