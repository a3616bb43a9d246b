import { useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@offerpilot/shared';
import { LegalDialog, type LegalDoc } from '../../components/legal-dialog.tsx';
import { Logo } from '../../components/logo.tsx';
import { supportUrl, updateHost } from '../../lib/site.ts';
import { phoneSiteOf } from './phone-site.ts';

/** Landing footer: the legal documents, support, the phone site where there is one, and the desktop download. */
export function WelcomeFooter() {
  const { t, i18n } = useTranslation();
  const [doc, setDoc] = useState<LegalDoc | null>(null);
  const phoneSite = phoneSiteOf(window.location.origin);
  const download = () =>
    void import('../../lib/download.ts').then((module) => module.downloadDesktop(updateHost()));
  return (
    <footer className="welcome-footer">
      <Group justify="space-between" className="page-container" gap="md">
        <Group gap="sm">
          <Logo height={24} />
          <Text size="sm">
            {t('footer.rights', { year: new Date().getFullYear(), title: t('app.title') })}
          </Text>
        </Group>
        <Group gap="md">
          <Anchor component="button" type="button" size="sm" onClick={() => setDoc('agreement')}>
            {t('legal.agreement.title')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => setDoc('privacy')}>
            {t('legal.privacy.title')}
          </Anchor>
          <Anchor href={supportUrl(normalizeLang(i18n.language))} size="sm">
            {t('footer.support')}
          </Anchor>
          {phoneSite && (
            <Anchor href={phoneSite} size="sm" data-testid="phone-site">
              {t('download.phone')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={download} data-testid="download-mac">
            {t('download.mac')}
          </Anchor>
        </Group>
      </Group>
      <LegalDialog doc={doc} onClose={() => setDoc(null)} />
    </footer>
  );
}
