import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@offerpilot/shared';
import { Logo } from '../../components/logo.tsx';
import { supportUrl } from '../../lib/site.ts';

/** The dashboard footer: logo, the product title linking to the landing page, and the support link. */
export function DashboardFooter() {
  const { t, i18n } = useTranslation();
  return (
    <footer className="dashboard-footer">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Logo height={24} />
          <Anchor component={Link} to="/Welcome" size="sm" data-testid="footer-title">
            {t('footer.about', { title: t('app.title') })}
          </Anchor>
        </Group>
        <Anchor href={supportUrl(normalizeLang(i18n.language))} size="sm" data-testid="footer-support">
          {t('footer.support')}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('footer.rights', { year: new Date().getFullYear(), title: t('app.title') })}
      </Text>
    </footer>
  );
}
