// The top-expenses card (000 §2.2): a donut and its legend. The card, the legend and the empty and
// error states draw with the page; the donut itself (charts.tsx, recharts) once `drawCharts` says the
// figures are on screen, a round skeleton of its size until then.

import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { chartValue } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import type { TopExpense } from '../api.js';
import { CardBody, Section } from './dashboard-lists.js';

const ExpensesDonut = lazy(() => import('./charts.js').then((module) => ({ default: module.ExpensesDonut })));

const DONUT_SIZE = 150;
const DONUT_COLORS = ['red.6', 'orange.5', 'yellow.5', 'grape.5', 'indigo.5'];

export function TopExpenses({ query, drawCharts }: { query: UseQueryResult<TopExpense[]>; drawCharts: boolean }) {
  const money = useMoney();
  const skeleton = <Skeleton circle height={DONUT_SIZE} data-testid="chart-skeleton" />;
  return (
    <Section title="Top expenses">
      <CardBody query={query} empty="No expenses in this period.">
        {(rows) => (
          <Group justify="center" gap="lg" wrap="wrap">
            {drawCharts ? (
              <Suspense fallback={skeleton}>
                <ExpensesDonut
                  size={DONUT_SIZE}
                  slices={rows.map((row, index) => ({
                    name: row.name || row.subtype,
                    value: chartValue(row.amount),
                    color: DONUT_COLORS[index % DONUT_COLORS.length],
                  }))}
                />
              </Suspense>
            ) : (
              skeleton
            )}
            <Stack gap={4}>
              {rows.map((row, index) => (
                <Group key={`${row.subtype}-${index}`} gap={6} wrap="nowrap">
                  <div
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: `var(--mantine-color-${DONUT_COLORS[index % DONUT_COLORS.length].replace('.', '-')})`,
                    }}
                  />
                  <Text size="xs">{row.name || row.subtype}</Text>
                  <Text size="xs" fw={600} className="figure">
                    {money.format(row.amount)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        )}
      </CardBody>
    </Section>
  );
}
