// An area chart of amounts over days or months, in the business's currency: the dashboard's revenue
// graph and the transactions list's daily chart. It pulls in recharts (under @mantine/charts), so it
// is only ever imported from a lazily loaded chunk (features/*/components/*chart*.tsx), never with a
// page's first paint. Charts plot numbers: amounts become floats here for drawing only, never for sums.

import { AreaChart } from '@mantine/charts';
import { useMoney } from '../lib/money-context.js';

export interface MoneySeries {
  name: string;
  color: string;
}

export interface MoneyAreaChartProps {
  /** One row per day or month: `label` for the axis, one number per series. */
  rows: Record<string, string | number>[];
  series: MoneySeries[];
  height: number;
  /** The legend under the plot; off when there is one series (the card names it). */
  withLegend?: boolean;
  'aria-label'?: string;
}

export function MoneyAreaChart({ rows, series, height, withLegend = true, 'aria-label': ariaLabel }: MoneyAreaChartProps) {
  const money = useMoney();
  return (
    <AreaChart
      h={height}
      data={rows}
      dataKey="label"
      series={series}
      curveType="monotone"
      withLegend={withLegend}
      gridAxis="y"
      valueFormatter={(value) => money.format(value.toFixed(money.decimals))}
      yAxisProps={{ width: 90, tickFormatter: (value: number) => compactAmount(value) }}
      fillOpacity={0.15}
      aria-label={ariaLabel}
    />
  );
}

/** 1,250,000 → "1.3M": the axis' ticks, where the full amount would not fit. */
export function compactAmount(value: number): string {
  const units = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ] as const;
  for (const [size, unit] of units) if (Math.abs(value) >= size) return `${(value / size).toFixed(1).replace(/\.0$/, '')}${unit}`;
  return String(value);
}
