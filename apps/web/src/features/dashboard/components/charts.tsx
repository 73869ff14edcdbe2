// The dashboard's two charts, the only code on the page that needs recharts (under @mantine/charts,
// over a third of the page's JavaScript): a chunk of their own, which the revenue graph and the top
// expenses fetch once the dashboard's figures are painted (dashboard-view.tsx `drawCharts`). Until
// then a skeleton of the chart's own size holds its place, so nothing moves when it arrives.

import { AreaChart, DonutChart } from '@mantine/charts';
import { useMoney } from '../../../lib/money-context.js';

export interface PlotSeries {
  name: string;
  color: string;
}

/** The revenue graph's area chart: one row per day or month, one number per series. */
export function RevenuePlot({ rows, series, height }: { rows: Record<string, string | number>[]; series: PlotSeries[]; height: number }) {
  const money = useMoney();
  return (
    <AreaChart
      h={height}
      data={rows}
      dataKey="label"
      series={series}
      curveType="monotone"
      withLegend
      gridAxis="y"
      valueFormatter={(value) => money.format(value.toFixed(money.decimals))}
      yAxisProps={{ width: 90, tickFormatter: (value: number) => compact(value) }}
      fillOpacity={0.15}
    />
  );
}

/** The top-expenses donut; its legend is drawn beside it by the card (top-expenses.tsx). */
export function ExpensesDonut({ slices, size }: { slices: { name: string; value: number; color: string }[]; size: number }) {
  const money = useMoney();
  return (
    <DonutChart
      size={size}
      thickness={22}
      withTooltip
      tooltipDataSource="segment"
      valueFormatter={(value) => money.format(value.toFixed(money.decimals))}
      data={slices}
    />
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
