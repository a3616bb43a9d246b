import { useState } from 'react';
import { Alert, Anchor, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../../components/public-header.tsx';
import { TaggedText } from '../../../components/tagged-text.tsx';
import { useAuthOptions } from '../api/auth-options.ts';
import { AgreementCheckbox } from './agreement-checkbox.tsx';
import { CodeSignInForm } from './code-sign-in-form.tsx';
import { useSessionState } from './use-session-state.ts';
import { WechatPanel } from './wechat-panel.tsx';

type Method = 'email' | 'phone' | 'wechat';

/** /Auth: sign in with a code by email or phone, or with WeChat when the server offers it. */
export function AuthPage() {
  const { t, i18n } = useTranslation();
  const options = useAuthOptions();
  const [stored, setMethod] = useSessionState('auth.method', 'email');
  // Kept for the tab's session like the address: the captcha reloads the page.
  const [agreement, setAgreement] = useSessionState('auth.agreed', '');
  const agreed = agreement === 'yes';
  const [showAgreementError, setShowAgreementError] = useState(false);
  const wechat = options?.wechat.enabled === true;
  const method: Method = stored === 'phone' || (stored === 'wechat' && wechat) ? stored : 'email';
  const formProps = { agreed, onAgreementMissing: () => setShowAgreementError(true) };

  return (
    <>
      <PublicHeader />
      <main id="main" className="auth-main">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {t('auth.title')}
              </Title>
              <Text mt={4}>{t('auth.subtitle')}</Text>
            </div>
            <Tabs value={method} onChange={(value) => setMethod(value ?? 'email')} keepMounted={false}>
              <Tabs.List grow mb="md" aria-label={t('auth.methods')}>
                <Tabs.Tab value="email" data-testid="auth-tab-email">
                  {t('auth.email.tab')}
                </Tabs.Tab>
                <Tabs.Tab value="phone" data-testid="auth-tab-phone">
                  {t('auth.phone.tab')}
                </Tabs.Tab>
                {wechat && (
                  <Tabs.Tab value="wechat" data-testid="auth-tab-wechat">
                    {t('auth.wechat.tab')}
                  </Tabs.Tab>
                )}
              </Tabs.List>
              <Tabs.Panel value="email">
                <CodeSignInForm channel="email" {...formProps} />
              </Tabs.Panel>
              <Tabs.Panel value="phone">
                <CodeSignInForm channel="phone" {...formProps} />
              </Tabs.Panel>
              {wechat && (
                <Tabs.Panel value="wechat">
                  <WechatPanel agreed={agreed} />
                </Tabs.Panel>
              )}
            </Tabs>
            <AgreementCheckbox
              checked={agreed}
              onChange={(checked) => setAgreement(checked ? 'yes' : '')}
              showError={showAgreementError}
            />
            {options?.outbox && (
              <Alert variant="light" color="blue" data-testid="auth-outbox-hint">
                <Text size="sm">
                  <TaggedText
                    text={t('auth.outbox')}
                    tags={{
                      outbox: (inner) => (
                        <Anchor
                          href={`/outbox?lang=${i18n.language}`}
                          target="_blank"
                          rel="noopener"
                          size="sm"
                        >
                          {inner}
                        </Anchor>
                      ),
                    }}
                  />
                </Text>
              </Alert>
            )}
          </Stack>
        </Paper>
      </main>
    </>
  );
}
