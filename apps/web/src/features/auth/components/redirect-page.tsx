import { useEffect, useMemo } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REDIRECT_DELAY_MS } from '@offerpilot/shared';
import { PublicHeader } from '../../../components/public-header.tsx';
import { setToken } from '../../../lib/storage.ts';

type Outcome = { token: string } | { error: string };

/** Reads where an outside sign-in (WeChat) ended: `#token=` on success, `?error=` on failure. */
function readOutcome(search: string, hash: string): Outcome {
  const error = new URLSearchParams(search).get('error');
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (error !== null || !token) return { error: error ?? 'missing' };
  return { token };
}

/** /Redirect: stores the token and opens the dashboard; on any failure says so and goes home after 2 s. */
export function RedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const outcome = useMemo(() => readOutcome(search, hash), [search, hash]);

  useEffect(() => {
    // A sign-in page that ended inside a frame hands the result to the whole window.
    if (window.top && window.top !== window.self) {
      window.top.location.href = window.location.href;
      return;
    }
    if ('token' in outcome) {
      setToken(outcome.token);
      void navigate('/Dashboard', { replace: true });
      return;
    }
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const failed = 'error' in outcome;
  return (
    <>
      <PublicHeader />
      <main id="main">
        <Stack align="center" gap="md" py={96} px="md" ta="center" maw={520} mx="auto">
          <Title order={1} size="h2">
            {t('titles.redirect')}
          </Title>
          {failed ? (
            <Alert color="red" role="alert" w="100%" data-testid="redirect-error">
              <Text size="sm">
                {outcome.error === 'wechat' ? t('errors:auth.wechatFailed') : t('redirect.failed')}
              </Text>
              <Text size="sm" mt={4}>
                {t('redirect.goingHome', { seconds: REDIRECT_DELAY_MS / 1000 })}
              </Text>
            </Alert>
          ) : (
            <Loader aria-label={t('redirect.working')} />
          )}
        </Stack>
      </main>
    </>
  );
}
