import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';

/** One polygon of a radar: the data's key, its name in the legend and tooltip, its colour. */
export interface RadarSeries {
  name: string;
  label: string;
  color: string;
  opacity?: number;
}

const RadarChart = lazy(() => import('./radar-chart.tsx').then((m) => ({ default: m.RadarChart })));

/**
 * A radar chart (competency models, a report's scores) loaded on first use: the charting library is its own
 * chunk, so the pages that show no radar never download it. Hidden from assistive technology: callers list the
 * values beside it.
 */
export function Radar({ testId, ...props }: ComponentProps<typeof RadarChart> & { testId?: string }) {
  return (
    <div data-testid={testId} aria-hidden="true">
      <Suspense fallback={<Skeleton h={320} radius="md" />}>
        <RadarChart {...props} />
      </Suspense>
    </div>
  );
}
