import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from './public-header.tsx';

/** The end of a flow opened in its own tab (a payment, a companion pairing): this page can be closed. */
export function SuccessPage() {
  const { t } = useTranslation();
  return (
    <>
      <PublicHeader />
      <main id="main">
        <Stack align="center" gap="md" py={96} px="md" ta="center" data-testid="success">
          <ThemeIcon size={64} radius="xl" color="teal.8" aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="36"
              height="36"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M5 12.5 10 17l9-10" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ThemeIcon>
          <Title order={1}>{t('success.title')}</Title>
          <Text>{t('success.body')}</Text>
          <Button variant="default" onClick={() => window.close()}>
            {t('success.close')}
          </Button>
        </Stack>
      </main>
    </>
  );
}
