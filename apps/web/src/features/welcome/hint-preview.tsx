import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A static picture of what a live answer hint looks like, labelled as an example. */
export function HintPreview() {
  const { t } = useTranslation();
  const points = t('welcome.preview.points', { returnObjects: true }) as string[];
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="lg"
      className="hint-preview"
      aria-label={t('welcome.preview.label')}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Badge variant="outline" color="dark">
            {t('welcome.preview.example')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('welcome.preview.engine')}
          </Text>
        </Group>
        <div>
          <Text size="xs" fw={700} c="gray.8" tt="uppercase">
            {t('welcome.preview.interviewer')}
          </Text>
          <Text fw={600}>{t('welcome.preview.question')}</Text>
        </div>
        <Paper radius="md" p="sm" bg="indigo.0">
          <Text size="xs" fw={700} c="indigo.9" tt="uppercase">
            {t('welcome.preview.hint')}
          </Text>
          <ul className="hint-points">
            {points.map((point) => (
              <li key={point}>
                <Text size="sm">{point}</Text>
              </li>
            ))}
          </ul>
        </Paper>
      </Stack>
    </Paper>
  );
}
