// The transactions list's chart, the only code of the list page that needs recharts (under
// @mantine/charts): a chunk of its own, which the graph card fetches once the list is painted
// (transactions-graph.tsx), a skeleton of the plot's size holding its place until then.

import { MoneyAreaChart, type MoneySeries } from '../../../components/money-area-chart.js';

/** One row per day (`label` DD/MM), one number per series: drawn only, never summed. */
export function TransactionsPlot({ rows, series, height }: { rows: Record<string, string | number>[]; series: MoneySeries[]; height: number }) {
  return <MoneyAreaChart rows={rows} series={series} height={height} withLegend={series.length > 1} aria-label="Daily totals" />;
}
