// An area chart of amounts over days or months, in the business's currency: the dashboard's revenue
// graph and the transactions list's daily chart. It pulls in recharts (under @mantine/charts), so it
// is only ever imported from a lazily loaded chunk (features/*/components/*chart*.tsx), never with a
// page's first paint. Charts plot numbers (chartValue): floats for drawing only, never for sums; the
// tooltip and the axis write them in the business's currency (useChartMoney).

import { AreaChart } from '@mantine/charts';
import { useChartMoney } from '../lib/chart-money.js';

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
  const chartMoney = useChartMoney();
  return (
    <AreaChart
      h={height}
      data={rows}
      dataKey="label"
      series={series}
      curveType="monotone"
      withLegend={withLegend}
      gridAxis="y"
      valueFormatter={chartMoney.valueFormatter}
      yAxisProps={chartMoney.yAxisProps}
      fillOpacity={0.15}
      // A label names the chart as one picture (a div may not carry a label without a role).
      role={ariaLabel ? 'img' : undefined}
      aria-label={ariaLabel}
    />
  );
}
