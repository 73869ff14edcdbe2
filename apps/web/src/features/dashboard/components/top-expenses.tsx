// The top-expenses donut (000 §2.2), in its own chunk with the chart library.

import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMoney } from '../../../lib/money-context.js';
import type { TopExpense } from '../api.js';
import { CardBody, Section } from './dashboard-lists.js';

const DONUT_COLORS = ['red.6', 'orange.5', 'yellow.5', 'grape.5', 'indigo.5'];

export function TopExpenses({ query }: { query: UseQueryResult<TopExpense[]> }) {
  const money = useMoney();
  return (
    <Section title="Top expenses">
      <CardBody query={query} empty="No expenses in this period.">
        {(rows) => (
          <Group justify="center" gap="lg" wrap="wrap">
            <DonutChart
              size={150}
              thickness={22}
              withTooltip
              tooltipDataSource="segment"
              valueFormatter={(value) => money.format(value.toFixed(money.decimals))}
              data={rows.map((row, index) => ({ name: row.name || row.subtype, value: Number(row.amount), color: DONUT_COLORS[index % DONUT_COLORS.length] }))}
            />
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
