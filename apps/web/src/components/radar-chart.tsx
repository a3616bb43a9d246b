import { RadarChart as MantineRadar } from '@mantine/charts';
import type { RadarSeries } from './radar.tsx';
import '@mantine/charts/styles.css';

/** The radar itself, in its own chunk (components/radar.tsx loads it): the charting library comes with it. */
export function RadarChart({
  data,
  dataKey,
  series,
  max,
  unit = '',
}: {
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: RadarSeries[];
  max: number;
  unit?: string;
}) {
  return (
    <MantineRadar
      h={320}
      data={data}
      dataKey={dataKey}
      series={series.map((s) => ({ opacity: 0.35, ...s }))}
      withPolarRadiusAxis={false}
      radarChartProps={{ outerRadius: '56%' }}
      // Long competency names wrap instead of running off the chart on a phone.
      polarAngleAxisProps={{ tick: { fontSize: 12, width: 84 } }}
      polarRadiusAxisProps={{ domain: [0, max] }}
      withDots
      // Every caller lists the same values beside the chart; the chart is hidden from assistive technology.
      accessibilityLayer={false}
      withTooltip
      withLegend={series.length > 1}
      tooltipProps={{ formatter: (value) => `${String(value)}${unit}` }}
    />
  );
}
