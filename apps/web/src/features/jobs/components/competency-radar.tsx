import { RadarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { RadarPoint } from '../position-stats.ts';
import '@mantine/charts/styles.css';

/** The radar itself, in its own chunk: the charting library loads only when a position is opened. */
export function CompetencyRadar({ points, max }: { points: RadarPoint[]; max: number }) {
  const { t } = useTranslation();
  return (
    <RadarChart
      h={320}
      data={points}
      dataKey="competency"
      series={[{ name: 'weight', label: t('jobs.detail.weight'), color: 'indigo.6', opacity: 0.35 }]}
      withPolarRadiusAxis={false}
      radarChartProps={{ outerRadius: '56%' }}
      // Long competency names wrap instead of running off the chart on a phone.
      polarAngleAxisProps={{ tick: { fontSize: 12, width: 84 } }}
      polarRadiusAxisProps={{ domain: [0, max] }}
      withDots
      // The weights are listed beside the chart; the chart itself is hidden from assistive technology.
      accessibilityLayer={false}
      withTooltip
      tooltipProps={{ formatter: (value) => `${String(value)}%` }}
    />
  );
}
