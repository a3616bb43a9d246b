import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The honest state of a page whose feature arrives later: its real title, no made-up data. */
export function ComingSoonPage({ title: titleKey }: { title: string }) {
  const { t } = useTranslation();
  const title = t(`titles.${titleKey}`);
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md" data-testid="coming-soon">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="sm" align="flex-start">
          <Badge variant="light" size="lg">
            {t('comingSoon.badge')}
          </Badge>
          <Text>{t('comingSoon.body', { page: title })}</Text>
          <Text size="sm" c="dimmed">
            {t('comingSoon.note')}
          </Text>
          <Button component={Link} to="/Dashboard/Home" variant="light">
            {t('comingSoon.back')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
