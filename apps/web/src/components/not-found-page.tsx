import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from './public-header.tsx';

/** Page Not Found for any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PublicHeader />
      <main id="main">
        <Stack align="center" gap="md" py={96} px="md" ta="center" data-testid="not-found">
          <Text fz={64} fw={800} c="indigo.8" aria-hidden="true">
            404
          </Text>
          <Title order={1}>{t('notFound.title')}</Title>
          <Text>{t('notFound.body')}</Text>
          <Button component={Link} to="/Welcome">
            {t('notFound.home')}
          </Button>
        </Stack>
      </main>
    </>
  );
}
