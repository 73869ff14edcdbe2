// The dashboard's two charts, the only code on the page that needs recharts (under @mantine/charts,
// over a third of the page's JavaScript): a chunk of their own, which the revenue graph and the top
// expenses fetch once the dashboard's figures are painted (dashboard-view.tsx `drawCharts`). Until
// then a skeleton of the chart's own size holds its place, so nothing moves when it arrives.

import { DonutChart } from '@mantine/charts';
import { MoneyAreaChart, type MoneySeries } from '../../../components/money-area-chart.js';
import { useChartMoney } from '../../../lib/chart-money.js';

/** The revenue graph's area chart: one row per day or month, one number per series. */
export function RevenuePlot({ rows, series, height }: { rows: Record<string, string | number>[]; series: MoneySeries[]; height: number }) {
  return <MoneyAreaChart rows={rows} series={series} height={height} />;
}

/** The top-expenses donut; its legend is drawn beside it by the card (top-expenses.tsx). */
export function ExpensesDonut({ slices, size }: { slices: { name: string; value: number; color: string }[]; size: number }) {
  const chartMoney = useChartMoney();
  return <DonutChart size={size} thickness={22} withTooltip tooltipDataSource="segment" valueFormatter={chartMoney.valueFormatter} data={slices} />;
}
