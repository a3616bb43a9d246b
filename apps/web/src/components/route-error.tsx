import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page cannot load (a chunk failed to download after a deploy, a render error). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <Stack align="center" gap="md" py={96} px="md" ta="center" role="alert">
        <Title order={1}>{t('errors:system.error')}</Title>
        <Text>{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </main>
  );
}
