import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MockReport } from '@offerpilot/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { trendChange } from './report-rules.ts';

const W = 240;
const H = 64;

/** The scores as a small line (0 at the bottom, 100 at the top), this session's point marked. */
function Sparkline({ trend }: { trend: MockReport['trend'] }) {
  const step = trend.length > 1 ? W / (trend.length - 1) : 0;
  const points = trend.map((p, i) => ({
    x: trend.length > 1 ? i * step : W / 2,
    y: H - (p.overall / 100) * H,
    p,
  }));
  return (
    <svg viewBox={`-6 -6 ${W + 12} ${H + 12}`} className="mock-trend-line" aria-hidden="true">
      <polyline points={points.map(({ x, y }) => `${x},${y}`).join(' ')} fill="none" strokeWidth="2" />
      {points.map(({ x, y, p }) => (
        <circle key={p.at} cx={x} cy={y} r={p.current ? 5 : 3} data-current={p.current || undefined} />
      ))}
    </svg>
  );
}

/** The candidate's mocks of this position, oldest first: a small line and the list, with the change. */
export function Trend({ trend }: { trend: MockReport['trend'] }) {
  const { t, i18n } = useTranslation();
  const change = trendChange(trend);
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="mock-trend-title"
      data-testid="mock-report-trend"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="mock-trend-title">
          {t('mockReport.trend.title')}
        </Title>
        <Text size="sm" data-testid="mock-report-trend-change">
          {change === null
            ? t('mockReport.trend.first')
            : t(change >= 0 ? 'mockReport.trend.up' : 'mockReport.trend.down', { points: Math.abs(change) })}
        </Text>
        {trend.length > 1 && <Sparkline trend={trend} />}
        <Stack component="ol" gap={4} className="plain-list">
          {trend.map((point) => (
            <li key={point.at}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={point.current ? 700 : 400}>
                  {formatDateTime(point.at, i18n.language)}
                  {point.current && ` · ${t('mockReport.trend.this')}`}
                </Text>
                <Text size="sm" fw={700}>
                  {Math.round(point.overall)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
