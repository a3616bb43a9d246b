import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MockReport } from '@offerpilot/shared';
import { Radar } from '../../../components/radar.tsx';
import { radarPoints, scoreColor } from './report-rules.ts';

/** The competency radar against the position's model (and the pass line), and the same scores as a list. */
export function Competencies({ report }: { report: MockReport }) {
  const { t } = useTranslation();
  if (!report.competencies.length) return null;
  const sum = report.competencies.reduce((total, c) => total + c.weight, 0) || 1;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="mock-competencies-title"
      className="mock-report-competencies"
    >
      <Title order={2} size="h4" id="mock-competencies-title">
        {t('mockReport.competencies.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('mockReport.competencies.body', { pass: report.passScore })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
        <Radar
          testId="mock-report-radar"
          data={radarPoints(report)}
          dataKey="competency"
          series={[
            { name: 'score', label: t('mockReport.competencies.score'), color: 'indigo.6' },
            { name: 'pass', label: t('mockReport.competencies.pass'), color: 'teal.6', opacity: 0.05 },
          ]}
          max={100}
        />
        <Stack
          component="ul"
          gap={10}
          className="plain-list"
          justify="center"
          aria-label={t('mockReport.competencies.title')}
        >
          {report.competencies.map((c) => (
            <li key={c.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  {c.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('mockReport.competencies.weight', { weight: Math.round((c.weight / sum) * 100) })}
                  </Text>
                </Text>
                <Text
                  size="sm"
                  fw={700}
                  c={c.score === null ? 'dimmed' : scoreColor(c.score, report.passScore)}
                >
                  {c.score === null ? t('mockReport.competencies.notAsked') : Math.round(c.score)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
