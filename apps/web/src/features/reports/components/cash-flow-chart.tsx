// The cash flow statement's chart: per day, month or year of the period, what each section brought
// in (above the axis) or paid out (below it), stacked, and a line of the cash at the end of each.
// Charts plot numbers (chartValue): floats for drawing only; the tooltip and the axis write them in
// the business's currency (useChartMoney).

import { CompositeChart } from '@mantine/charts';
import type { Schema } from '../../../lib/api-answers.js';
import { useChartMoney } from '../../../lib/chart-money.js';
import { chartValue } from '../../../lib/money.js';

type Interval = Schema<'CashFlowReport'>['interval'];

/** 2026-11-03 → 03/11 by day, 11/2026 by month (as the dashboard's graph), 2026 by year. */
export function intervalLabel(interval: Interval, start: string): string {
  const [year, month, day] = start.split('-');
  if (interval === 'day') return `${day}/${month}`;
  if (interval === 'month') return `${month}/${year}`;
  return year ?? start;
}

const SERIES = [
  { name: 'Operating', color: 'teal.6', type: 'bar' },
  { name: 'Investing', color: 'orange.5', type: 'bar' },
  { name: 'Financing', color: 'blue.5', type: 'bar' },
  { name: 'Cash at end', color: 'dark.4', type: 'line' },
] as const;

export function CashFlowChart({
  interval,
  intervals,
  height = 280,
}: {
  interval: Interval;
  intervals: readonly Schema<'CashFlowInterval'>[];
  height?: number;
}) {
  const chartMoney = useChartMoney();
  const rows = intervals.map((row) => ({
    label: intervalLabel(interval, row.start),
    Operating: chartValue(row.operating),
    Investing: chartValue(row.investing),
    Financing: chartValue(row.financing),
    'Cash at end': chartValue(row.closingCash),
  }));
  return (
    <CompositeChart
      h={height}
      data={rows}
      dataKey="label"
      series={SERIES.map((series) => ({ ...series }))}
      withLegend
      gridAxis="y"
      curveType="linear"
      withDots={intervals.length <= 12}
      maxBarWidth={32}
      // In the statement's order, not recharts' alphabetical one.
      legendProps={{ itemSorter: (item) => SERIES.findIndex((series) => series.name === item.dataKey) }}
      valueFormatter={chartMoney.valueFormatter}
      yAxisProps={chartMoney.yAxisProps}
      // One stack per interval: money in above the axis, money out below it, whatever the section.
      barProps={{ stackId: 'flows' }}
      composedChartProps={{ stackOffset: 'sign' }}
      role="img"
      aria-label="Cash in and out by section, and the cash at the end of each interval"
    />
  );
}
