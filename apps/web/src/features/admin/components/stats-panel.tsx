// The counts of a scope (everything, a partner, a business) over a range: one card per count (each
// reads its own query, so a slow one holds up no other), the chosen count's series as a chart, and,
// where the scope has them, the businesses by plan as a donut.

import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatCard } from '../../../components/stat-card.js';
import { ApiError } from '../../../lib/api-client.js';
import { formatDate } from '../../../lib/date.js';
import { formatNumber } from '../../../lib/format.js';
import type { AdminRange, StatsScope } from '../admin.keys.js';
import { countMetrics, useCountStat, usePlanSplit, type CountMetric, type CountSeries } from '../api/stats.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PLAN_COLOURS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'red.5', 'lime.6', 'gray.5'];

const labelOf = (metric: CountMetric) => countMetrics.find((item) => item.metric === metric)?.label ?? metric;

/** A bucket's name on the chart: DD/MM/YYYY for days, 'Mar 2026' for months. */
function bucketLabel(date: string, interval: CountSeries['interval']): string {
  if (interval === 'month') {
    const [year, month] = date.split('-');
    return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
  }
  return formatDate(date);
}

function CountCard({ scope, metric, range }: { scope: StatsScope; metric: CountMetric; range: AdminRange }) {
  const stat = useCountStat(scope, metric, range);
  const value = stat.isPending ? <Skeleton h={28} w={80} /> : stat.isError ? <Text c="red.7">—</Text> : formatNumber(stat.data.total);
  return <StatCard label={labelOf(metric)} value={value} hint={stat.isError ? stat.error.message : undefined} testId={`admin-stat-${metric}`} />;
}

/** How many businesses the scope holds: every business is on one plan, so the plans' split adds up to them. */
function BusinessesCard({ scope, range }: { scope: StatsScope; range: AdminRange }) {
  const plans = usePlanSplit(scope, range);
  const value = plans.isPending ? <Skeleton h={28} w={80} /> : plans.isError ? <Text c="red.7">—</Text> : formatNumber(plans.data.total);
  return <StatCard label="Businesses" value={value} hint={plans.isError ? plans.error.message : undefined} testId="admin-stat-businesses" />;
}

export function SeriesChart({
  scope,
  metrics,
  range,
  quietWhenMissing = false,
}: {
  scope: StatsScope;
  metrics: readonly CountMetric[];
  range: AdminRange;
  /** Show nothing, rather than an error, where the server has no such series (404). */
  quietWhenMissing?: boolean;
}) {
  const [metric, setMetric] = useState<CountMetric>(metrics.includes('transactions') ? 'transactions' : metrics[0]);
  const stat = useCountStat(scope, metric, range);
  if (quietWhenMissing && stat.error instanceof ApiError && stat.error.status === 404) return null;
  // From the first bucket with something in it: the admin range starts in 2000, the books much later.
  const series = stat.data?.series ?? [];
  const first = series.findIndex((point) => point.count > 0);
  const rows = (first < 0 ? [] : series.slice(first)).map((point) => ({
    bucket: bucketLabel(point.date, stat.data!.interval),
    [labelOf(metric)]: point.count,
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text fw={600}>
          {labelOf(metric)} by {stat.data?.interval === 'month' ? 'month' : 'day'}
        </Text>
        <Select
          aria-label="Series"
          size="xs"
          w={180}
          allowDeselect={false}
          value={metric}
          onChange={(value) => value && setMetric(value as CountMetric)}
          data={metrics.map((item) => ({ value: item, label: labelOf(item) }))}
        />
      </Group>
      {stat.isPending ? (
        <Skeleton h={240} />
      ) : stat.isError ? (
        <Alert color="red">{stat.error.message}</Alert>
      ) : rows.length === 0 || stat.data.total === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Nothing in this period.
        </Text>
      ) : (
        <BarChart
          h={240}
          data={rows}
          dataKey="bucket"
          series={[{ name: labelOf(metric), color: 'blue.6' }]}
          withTooltip
          tickLine="y"
          valueFormatter={formatNumber}
          yAxisProps={{ allowDecimals: false }}
        />
      )}
    </Paper>
  );
}

function PlansDonut({ scope, range }: { scope: StatsScope; range: AdminRange }) {
  const plans = usePlanSplit(scope, range);
  const slices = (plans.data?.byPlan ?? [])
    .filter((plan) => plan.count > 0)
    .map((plan, index) => ({ name: plan.name, value: plan.count, color: PLAN_COLOURS[index % PLAN_COLOURS.length] }));
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="sm">
        Businesses by plan
      </Text>
      {plans.isPending ? (
        <Skeleton h={200} circle mx="auto" w={200} />
      ) : plans.isError ? (
        <Alert color="red">{plans.error.message}</Alert>
      ) : slices.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No businesses on a plan yet.
        </Text>
      ) : (
        <Group align="center" wrap="nowrap" gap="lg">
          <DonutChart data={slices} size={150} thickness={24} withTooltip chartLabel={formatNumber(plans.data.total)} />
          <Stack gap={6}>
            {slices.map((slice) => (
              <Group key={slice.name} gap={8} wrap="nowrap">
                <div style={{ width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
                <Text size="sm">
                  {slice.name}: <b>{formatNumber(slice.value)}</b>
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}

export function StatsPanel({
  scope,
  range,
  metrics = countMetrics.map((item) => item.metric),
  withPlans = true,
}: {
  scope: StatsScope;
  range: AdminRange;
  metrics?: readonly CountMetric[];
  withPlans?: boolean;
}) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {withPlans && <BusinessesCard scope={scope} range={range} />}
        {metrics.map((metric) => (
          <CountCard key={metric} scope={scope} metric={metric} range={range} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: withPlans ? 3 : 1 }}>
        <div style={{ gridColumn: withPlans ? 'span 2' : undefined, minWidth: 0 }}>
          <SeriesChart scope={scope} metrics={metrics} range={range} />
        </div>
        {withPlans && <PlansDonut scope={scope} range={range} />}
      </SimpleGrid>
    </Stack>
  );
}
