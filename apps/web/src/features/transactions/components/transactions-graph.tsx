// The transactions list's chart card (spec 002 §3 "summary and graph data"): the day by day totals
// of the list's type and dates (POST /transaction/graphdata; the last 30 days without dates). The
// card draws with the page; the plot (transactions-chart.tsx, recharts) once `drawChart` says the
// list is on screen, a skeleton of its size until then. A failure is a quiet line and the console
// (spec 002 §8: graph data errors are only logged). Charts plot numbers: the decimal strings become
// floats here for drawing only, never for sums.

import { Center, Group, Paper, Skeleton, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { lazy, Suspense, useEffect } from 'react';
import { formatIsoDate, todayIsoDate } from '../../../lib/date.js';
import { chartValue } from '../../../lib/money.js';
import { GRAPH_TYPES, graphBody, useTransactionGraph, type TransactionFilter, type TransactionGraphDay } from '../api/queries.js';

const TransactionsPlot = lazy(() => import('./transactions-chart.js').then((module) => ({ default: module.TransactionsPlot })));

const PLOT_HEIGHT = 180;
/** The API's limits (POST /transaction/graphdata): 30 days by default, at most 366. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** The series in the list's colours (transactions-list.tsx), keyed as the API answers them. */
const SERIES = [
  { key: 'sales', name: 'Sales', color: 'teal.6' },
  { key: 'purchases', name: 'Purchases', color: 'indigo.6' },
  { key: 'expenses', name: 'Expenses', color: 'orange.6' },
  { key: 'moneyIn', name: 'Money in', color: 'green.6' },
  { key: 'moneyOut', name: 'Money out', color: 'red.6' },
] as const satisfies readonly { key: keyof TransactionGraphDay; name: string; color: string }[];

type GraphFilter = Pick<TransactionFilter, 'type' | 'startDate' | 'endDate'>;

const dayNumber = (isoDate: string) =>
  Math.round(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000);

/** Why the chart cannot follow the filter (said instead of asking the API), or undefined. */
export function graphUnavailable(filter: GraphFilter, today = todayIsoDate()): string | undefined {
  if (filter.type && !GRAPH_TYPES.includes(filter.type)) return 'The chart shows sales, purchases, expenses and money in and out.';
  const to = filter.endDate ?? (filter.startDate && filter.startDate > today ? filter.startDate : today);
  const from = filter.startDate ?? to;
  if (from > to) return 'Pick a start date on or before the end date to see the chart.';
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS) return `The chart covers at most ${MAX_DAYS} days: narrow the dates to see it.`;
  return undefined;
}

const dayLabel = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

export function TransactionsGraph({ filter, drawChart }: { filter: GraphFilter; drawChart: boolean }) {
  const unavailable = graphUnavailable(filter);
  const graph = useTransactionGraph(graphBody(filter), unavailable === undefined);

  useEffect(() => {
    if (graph.error) console.error(`Transactions graph: ${graph.error.message}`);
  }, [graph.error]);

  const days = unavailable === undefined ? graph.data : undefined;
  const series = SERIES.filter((line) => days?.[0]?.[line.key] !== undefined);
  const isEmpty = days !== undefined && days.every((day) => series.every((line) => new Decimal(day[line.key] ?? '0').isZero()));
  const range =
    days && days.length > 0
      ? `${formatIsoDate(days[0]!.date)} – ${formatIsoDate(days.at(-1)!.date)}`
      : filter.startDate || filter.endDate
        ? ''
        : `Last ${DEFAULT_DAYS} days`;
  const skeleton = <Skeleton h={PLOT_HEIGHT} data-testid="transactions-graph-skeleton" />;

  let body;
  if (unavailable) {
    body = (
      <Text size="sm" c="dimmed">
        {unavailable}
      </Text>
    );
  } else if (graph.isError) {
    body = (
      <Text size="sm" c="dimmed">
        Could not load the chart.
      </Text>
    );
  } else if (!days) {
    body = skeleton;
  } else if (isEmpty) {
    body = (
      <Center h={PLOT_HEIGHT / 2}>
        <Text size="sm" c="dimmed">
          Nothing recorded on these days.
        </Text>
      </Center>
    );
  } else if (!drawChart) {
    body = skeleton;
  } else {
    const rows = days.map((day) => {
      const row: Record<string, string | number> = { label: dayLabel(day.date) };
      for (const line of series) row[line.name] = chartValue(day[line.key]);
      return row;
    });
    body = (
      <Suspense fallback={skeleton}>
        <TransactionsPlot rows={rows} series={series.map(({ name, color }) => ({ name, color }))} height={PLOT_HEIGHT} />
      </Suspense>
    );
  }

  return (
    <Paper component="section" aria-label="Daily totals" withBorder radius="md" p="md" mb="md">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text fw={600}>Daily totals</Text>
        {range && (
          <Text size="xs" c="dimmed">
            {range}
          </Text>
        )}
      </Group>
      {body}
    </Paper>
  );
}
