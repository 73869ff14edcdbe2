// The detailed expense report (POST /reports/expense): the period's expenses by category (the
// ledger's expense accounts, cost of sales included), largest first, each with its share.

import { DonutChart } from '@mantine/charts';
import { Group, Paper, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { useChartMoney } from '../../../lib/chart-money.js';
import { useMoney } from '../../../lib/money-context.js';
import { compactBody, usePostReport } from '../api/reports.js';
import { Figure, PeriodHeader, usePeriod } from '../components/report-period.js';
import { TotalCell, usePhone } from '../components/phone-table.js';
import { EmptyReport, ReportError, ReportLoading } from '../components/report-state.js';
import { firstSteps } from '../first-steps.js';
import { chartValue } from '../../../lib/money.js';

type ExpenseReport = DataOf<'/api/v1/reports/expense', 'post'>;

const COLORS = ['orange.6', 'red.5', 'grape.5', 'yellow.6', 'pink.5', 'cyan.6', 'indigo.5', 'teal.6', 'lime.6', 'blue.5'];

export function ExpenseReportDetailRoute() {
  const money = useMoney();
  const phone = usePhone();
  const chartMoney = useChartMoney();
  const { period, controls } = usePeriod({ knownAt: true });
  const body = compactBody({ startDate: period.startDate, endDate: period.endDate, knownAt: period.knownAt }) satisfies BodyOf<
    '/api/v1/reports/expense',
    'post'
  >;
  const report = usePostReport<ExpenseReport>('/reports/expense', body);
  const data = report.data;
  const categories = data?.categories ?? [];
  // Only what was spent makes a slice; a category that came to nothing or less stays in the table.
  const slices = categories
    .filter((category) => chartValue(category.amount) > 0)
    .map((category, index) => ({ name: category.name, value: chartValue(category.amount), color: COLORS[index % COLORS.length]! }));
  return (
    <>
      <PeriodHeader title="Expense report" report={data} knownAt={period.knownAt} about="Expenses by category." controls={controls} />
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : categories.length === 0 ? (
        <EmptyReport actions={[firstSteps.expense]}>No expenses in this period. Record an expense and it shows here.</EmptyReport>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Expenses and cost of sales" amount={money.format(data!.total)} testId="expense-total" />
            <Figure
              label="Largest"
              amount={money.format(categories[0]!.amount)}
              note={`${categories[0]!.name} · ${categories[0]!.percent}%`}
              testId="expense-largest"
            />
            <Figure label="Categories" amount={String(categories.length)} />
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            <Group align="center" gap="xl" wrap="wrap">
              {slices.length > 0 && (
                <DonutChart
                  data={slices}
                  size={220}
                  thickness={32}
                  withTooltip
                  tooltipDataSource="segment"
                  valueFormatter={chartMoney.valueFormatter}
                  chartLabel={money.format(data!.total)}
                />
              )}
              {/* Beside the donut where there is room; under it on a phone, each category a card (.lines-table). */}
              <Table.ScrollContainer minWidth={phone ? 0 : 480} style={{ flex: '1 1 320px', minWidth: 0 }}>
                <Table striped aria-label="Expenses by category" className="lines-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Category</Table.Th>
                      <Table.Th>Account</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                      <Table.Th w={160}>Share</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {categories.map((category, index) => (
                      <Table.Tr key={`${category.accountCode}-${category.subtype}`}>
                        <Table.Td className="line-wide">{category.name}</Table.Td>
                        <Table.Td data-label="Account" c="dimmed">
                          <Text span inherit ff="monospace">
                            {category.accountCode}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" data-label="Amount" style={{ whiteSpace: 'nowrap' }}>
                          {money.format(category.amount)}
                        </Table.Td>
                        <Table.Td data-label="Share">
                          <Group gap="xs" wrap="nowrap">
                            <Progress value={Math.max(0, chartValue(category.percent))} color={COLORS[index % COLORS.length]} w={80} aria-hidden />
                            <Text size="sm">{category.percent}%</Text>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th colSpan={2}>Total</Table.Th>
                      <TotalCell label="Amount">{money.format(data!.total)}</TotalCell>
                      <Table.Td />
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            </Group>
          </Paper>
        </Stack>
      )}
    </>
  );
}
