// The transactions list's chart, the only code of the list page that needs recharts (under
// @mantine/charts): a chunk of its own, which the graph card fetches once the list is painted
// (transactions-graph.tsx), a skeleton of the plot's size holding its place until then.

import { AreaChart } from '@mantine/charts';
import { useMoney } from '../../../lib/money-context.js';

export interface GraphPlotSeries {
  name: string;
  color: string;
}

/** One row per day (`label` DD/MM), one number per series: drawn only, never summed. */
export function TransactionsPlot({ rows, series, height }: { rows: Record<string, string | number>[]; series: GraphPlotSeries[]; height: number }) {
  const money = useMoney();
  return (
    <AreaChart
      h={height}
      data={rows}
      dataKey="label"
      series={series}
      curveType="monotone"
      withLegend={series.length > 1}
      gridAxis="y"
      valueFormatter={(value) => money.format(value.toFixed(money.decimals))}
      yAxisProps={{ width: 80, tickFormatter: (value: number) => compact(value) }}
      fillOpacity={0.15}
      aria-label="Daily totals"
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
