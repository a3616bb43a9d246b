import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PositionDetail } from '@offerpilot/shared';
import { Radar } from '../../../components/radar.tsx';
import { radarData, radarMax } from '../position-stats.ts';

/**
 * The competency model: a radar of the weights, and the same weights as a list for reading aloud. The bars
 * are plain elements: Mantine's Progress changes how the build splits the first download.
 */
export function CompetencyModel({ competencies }: { competencies: PositionDetail['competencies'] }) {
  const { t } = useTranslation();
  const points = radarData(competencies);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="job-model-title">
      <Title order={2} size="h4" id="job-model-title">
        {t('jobs.detail.modelTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('jobs.detail.modelBody')}
      </Text>
      {points.length === 0 ? (
        <Text size="sm" mt="md">
          {t('jobs.detail.modelEmpty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
          <Radar
            testId="job-radar"
            data={points}
            dataKey="competency"
            series={[{ name: 'weight', label: t('jobs.detail.weight'), color: 'indigo.6' }]}
            max={radarMax(points)}
            unit="%"
          />
          <Stack
            gap={10}
            component="ul"
            className="plain-list"
            justify="center"
            aria-label={t('jobs.detail.modelTitle')}
          >
            {points.map((point) => (
              <li key={point.competency}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{point.competency}</Text>
                  <Text size="sm" fw={700}>
                    {point.weight}%
                  </Text>
                </Group>
                <div className="job-weight">
                  <div style={{ width: `${point.weight}%` }} />
                </div>
              </li>
            ))}
          </Stack>
        </SimpleGrid>
      )}
    </Paper>
  );
}
