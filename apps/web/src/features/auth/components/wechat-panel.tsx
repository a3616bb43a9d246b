import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/api.ts';
import { getLang, getReferrer } from '../../../lib/storage.ts';

const LOAD_TIMEOUT_MS = 15_000;

/** The frame sends no headers of ours, so the page language and the inviter travel in the query. */
function wechatStartUrl(): string {
  const query = new URLSearchParams({ lang: getLang() });
  const referrer = getReferrer();
  if (referrer) query.set('inviteruid', referrer);
  return `${API_BASE}/auth/wechat/start?${query}`;
}

/** The WeChat QR page in a frame; it ends by sending the whole window to /Redirect. */
export function WechatPanel({ agreed }: { agreed: boolean }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (!agreed || state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [agreed, state, attempt]);

  if (!agreed) {
    return (
      <Text size="sm" py="lg" ta="center">
        {t('auth.wechat.agreeFirst')}
      </Text>
    );
  }
  const retry = () => {
    setAttempt((n) => n + 1);
    setState('loading');
  };
  return (
    <Stack align="center" gap="sm" py="sm">
      {state === 'failed' ? (
        <Alert color="red" role="alert" w="100%" data-testid="auth-wechat-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('auth.wechat.failed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              {t('auth.wechat.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <div style={{ position: 'relative', width: 300, height: 400, maxWidth: '100%' }}>
          {state === 'loading' && (
            <Center pos="absolute" inset={0}>
              <Loader aria-label={t('nav.loading')} />
            </Center>
          )}
          <iframe
            key={attempt}
            src={wechatStartUrl()}
            title={t('auth.wechat.frame')}
            width={300}
            height={400}
            style={{ border: 0, maxWidth: '100%' }}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            data-testid="auth-wechat-frame"
          />
        </div>
      )}
      <Text size="sm">{t('auth.wechat.hint')}</Text>
    </Stack>
  );
}
