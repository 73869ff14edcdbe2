// The revenue graph (000 §2.2, §3): sales green, expenses red, purchases yellow, per day or month.
// Charts plot numbers: the decimal strings become floats here for drawing only, never for sums.

import { AreaChart } from '@mantine/charts';
import { Card, Center, Group, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMoney } from '../../../lib/money-context.js';
import type { TodayOverview } from '../api.js';

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

export function RevenueGraph({ overview, isError }: { overview: TodayOverview | undefined; isError: boolean }) {
  const money = useMoney();
  const [shown, setShown] = useState<string>('all');
  const rows = overview?.monthsLabel.map((label, index) => ({
    label: labelOf(label),
    Sales: Number(overview.data[0][index] ?? 0),
    Expenses: Number(overview.data[1][index] ?? 0),
    Purchases: Number(overview.data[2][index] ?? 0),
  }));
  const series = SERIES.filter((line) => shown === 'all' || line.name === shown);
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
        <Center h={260}>
          <Text c="red">Could not load the graph.</Text>
        </Center>
      ) : !rows ? (
        <Skeleton h={260} />
      ) : (
        <AreaChart
          h={260}
          data={rows}
          dataKey="label"
          series={series.map(({ name, color }) => ({ name, color }))}
          curveType="monotone"
          withLegend
          gridAxis="y"
          valueFormatter={(value) => money.format(value.toFixed(money.decimals))}
          yAxisProps={{ width: 90, tickFormatter: (value: number) => compact(value) }}
          fillOpacity={0.15}
        />
      )}
    </Card>
  );
}

function compact(value: number): string {
  const units = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ] as const;
  for (const [size, unit] of units) if (Math.abs(value) >= size) return `${(value / size).toFixed(1).replace(/\.0$/, '')}${unit}`;
  return String(value);
}
