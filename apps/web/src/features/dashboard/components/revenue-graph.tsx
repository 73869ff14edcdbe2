// The revenue graph (000 §2.2, §3): sales green, expenses red, purchases yellow, per day or month.
// Charts plot numbers: the decimal strings become floats here for drawing only, never for sums.
// The card and its series picker draw with the page; the plot itself (charts.tsx, recharts) once
// `drawCharts` says the figures are on screen, a skeleton of its size until then.

import { Card, Center, Group, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { chartValue } from '../../../lib/money.js';
import type { TodayOverview } from '../api.js';

const RevenuePlot = lazy(() => import('./charts.js').then((module) => ({ default: module.RevenuePlot })));

const PLOT_HEIGHT = 260;

const SERIES = [
  { name: 'Sales', color: 'teal.6' },
  { name: 'Expenses', color: 'red.6' },
  { name: 'Purchases', color: 'yellow.6' },
] as const;

function labelOf(label: string): string {
  // YYYY-MM-DD → DD/MM; YYYY-MM → MM/YYYY
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (day) return `${day[3]}/${day[2]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  return month ? `${month[2]}/${month[1]}` : label;
}

export function RevenueGraph({ overview, isError, drawCharts }: { overview: TodayOverview | undefined; isError: boolean; drawCharts: boolean }) {
  const [shown, setShown] = useState<string>('all');
  const rows = overview?.monthsLabel.map((label, index) => ({
    label: labelOf(label),
    Sales: chartValue(overview.data[0][index]),
    Expenses: chartValue(overview.data[1][index]),
    Purchases: chartValue(overview.data[2][index]),
  }));
  const series = SERIES.filter((line) => shown === 'all' || line.name === shown);
  // Flat lines at zero under a made-up axis tell nothing: an empty period says so instead.
  const nothing = rows?.every((row) => series.every(({ name }) => row[name] === 0)) === true;
  const skeleton = <Skeleton h={PLOT_HEIGHT} data-testid="chart-skeleton" />;
  return (
    <Card h="100%">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={4}>Revenue</Title>
        <SegmentedControl
          size="xs"
          value={shown}
          onChange={setShown}
          data={[{ value: 'all', label: 'All' }, ...SERIES.map(({ name }) => ({ value: name, label: name }))]}
        />
      </Group>
      {isError ? (
        <Center h={PLOT_HEIGHT}>
          <Text c="red">Could not load the graph.</Text>
        </Center>
      ) : nothing ? (
        <Center h={PLOT_HEIGHT}>
          <Text c="dimmed" ta="center">
            {shown === 'all' ? 'No sales, expenses or purchases' : `No ${shown.toLowerCase()}`} in this period yet.
          </Text>
        </Center>
      ) : !rows || !drawCharts ? (
        skeleton
      ) : (
        <Suspense fallback={skeleton}>
          <RevenuePlot rows={rows} series={series.map(({ name, color }) => ({ name, color }))} height={PLOT_HEIGHT} />
        </Suspense>
      )}
    </Card>
  );
}
