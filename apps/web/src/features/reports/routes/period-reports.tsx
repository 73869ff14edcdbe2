// The sales, expense and inventory reports for a period: figures first, then a chart over time
// (or by category), since owners would rather look than read.

import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Button, ColorSwatch, Group, Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import Decimal from 'decimal.js';
import { Link } from 'react-router-dom';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { useChartMoney } from '../../../lib/chart-money.js';
import { formatDate } from '../../../lib/date.js';
import { formatNumber, formatQuantity } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { usePostReport, useReport, withQuery } from '../api/reports.js';
import { EmptyReport, ReportError, ReportLoading } from '../components/report-state.js';
import { Figure, PeriodHeader, usePeriod } from '../components/report-period.js';
import { chartValue } from '../../../lib/money.js';
import { paths } from '../../../lib/paths.js';
import { firstSteps } from '../first-steps.js';

const COLORS = ['orange.6', 'red.5', 'grape.5', 'yellow.6', 'pink.5', 'cyan.6', 'indigo.5', 'teal.6'];

type SalesSummary = DataOf<'/api/v1/reports/summary/sales', 'get'>;

export function SalesReportRoute() {
  const money = useMoney();
  const chartMoney = useChartMoney();
  const { period, controls } = usePeriod();
  const report = useReport<SalesSummary>(withQuery('/reports/summary/sales', period));
  const data = report.data;
  return (
    <>
      <PeriodHeader title="Sales report" report={data} controls={controls} />
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {/* The sales as invoiced: with their tax and delivery, so more than the P&L's net revenue. */}
            <Figure
              label="Sales"
              amount={money.format(data!.total)}
              note={`${formatNumber(data!.count)} sale${data!.count === 1 ? '' : 's'}, as invoiced (tax and delivery included)`}
            />
            <Figure label="Paid" amount={money.format(data!.paid)} />
            <Figure label="Still owed" amount={money.format(data!.balanceDue)} />
          </SimpleGrid>
          {data!.count === 0 ? (
            <EmptyReport actions={[firstSteps.sale]}>No sales in this period.</EmptyReport>
          ) : (
            <Paper withBorder radius="md" p="md">
              <AreaChart
                h={280}
                data={data!.series.map((point) => ({ period: formatDate(point.period), Paid: chartValue(point.paid), Owed: chartValue(point.balanceDue) }))}
                dataKey="period"
                type="stacked"
                withLegend
                valueFormatter={chartMoney.valueFormatter}
                yAxisProps={chartMoney.yAxisProps}
                series={[
                  { name: 'Paid', color: 'teal.6' },
                  { name: 'Owed', color: 'orange.5' },
                ]}
              />
            </Paper>
          )}
        </Stack>
      )}
    </>
  );
}

type ExpenseSummary = DataOf<'/api/v1/reports/summary/expense', 'get'>;

export function ExpenseReportRoute() {
  const money = useMoney();
  const chartMoney = useChartMoney();
  const { period, controls } = usePeriod();
  const report = useReport<ExpenseSummary>(withQuery('/reports/summary/expense', period));
  const data = report.data;
  const categories = (data?.categories ?? []).filter((category) => chartValue(category.amount) > 0);
  return (
    <>
      <PeriodHeader title="Expense report" report={data} controls={controls} />
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : chartValue(data!.total) === 0 ? (
        <EmptyReport actions={[firstSteps.expense]}>No expenses in this period.</EmptyReport>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Expenses and cost of sales" amount={money.format(data!.total)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: categories.length ? 2 : 1 }}>
            <Paper withBorder radius="md" p="md">
              <BarChart
                h={260}
                data={data!.series.map((point) => ({ period: formatDate(point.period), Expenses: chartValue(point.total) }))}
                dataKey="period"
                valueFormatter={chartMoney.valueFormatter}
                yAxisProps={chartMoney.yAxisProps}
                series={[{ name: 'Expenses', color: 'orange.6' }]}
              />
            </Paper>
            {categories.length > 0 && (
              <Paper withBorder radius="md" p="md">
                <Group align="center" justify="center" wrap="wrap">
                  <DonutChart
                    data={categories.map((category, index) => ({
                      name: category.name,
                      value: chartValue(category.amount),
                      color: COLORS[index % COLORS.length],
                    }))}
                    size={200}
                    thickness={30}
                    valueFormatter={chartMoney.valueFormatter}
                  />
                  <Table style={{ flex: 1, minWidth: 260 }} aria-label="Expenses by category">
                    <Table.Tbody>
                      {categories.map((category, index) => (
                        <Table.Tr key={index}>
                          {/* Its slice's colour: the table is the donut's legend. */}
                          <Table.Td>
                            <Group gap={8} wrap="nowrap">
                              <ColorSwatch
                                color={`var(--mantine-color-${COLORS[index % COLORS.length]!.replace('.', '-')})`}
                                size={10}
                                radius={2}
                                withShadow={false}
                                data-slice
                              />
                              {category.name}
                            </Group>
                          </Table.Td>
                          <Table.Td ta="right">{money.format(category.amount)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Group>
              </Paper>
            )}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}

type InventorySummary = DataOf<'/api/v1/reports/inventory', 'post'>;

/**
 * The inventory report is the period's totals (spec 002: POST /reports/inventory takes the dates
 * alone; its answer has no series), so it has nothing to show by day or by month: no Daily /
 * Monthly control, which changed nothing. It takes 'as known at', as the inventory by product does.
 */
export function InventoryReportRoute() {
  const money = useMoney();
  const chartMoney = useChartMoney();
  const { period, controls } = usePeriod({ knownAt: true });
  const body = {
    ...(period.startDate ? { startDate: period.startDate } : {}),
    ...(period.endDate ? { endDate: period.endDate } : {}),
    ...(period.knownAt ? { knownAt: period.knownAt } : {}),
  } satisfies BodyOf<'/api/v1/reports/inventory', 'post'>;
  const report = usePostReport<InventorySummary>('/reports/inventory', body);
  const data = report.data;
  return (
    <>
      <PeriodHeader
        title="Inventory report"
        report={data}
        knownAt={period.knownAt}
        controls={controls}
        actions={
          // The same period, product by product.
          <Button
            component={Link}
            to={withQuery(paths.inventoryList, { startDate: period.startDate, endDate: period.endDate, knownAt: period.knownAt })}
            variant="default"
          >
            By product
          </Button>
        }
      />
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : data!.products === 0 ? (
        <EmptyReport actions={[firstSteps.product]}>No products yet. Add a product and buy some stock, and its stock shows here.</EmptyReport>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
            <Figure label="Opening stock" amount={money.format(data!.opening.value)} note={formatQuantity(data!.opening.quantity)} />
            <Figure label="Stock in" amount={money.format(data!.in.value)} note={formatQuantity(data!.in.quantity)} />
            <Figure label="Stock out" amount={money.format(data!.out.value)} note={formatQuantity(data!.out.quantity)} />
            <Figure
              label="Closing stock"
              amount={money.format(data!.closing.value)}
              note={`${formatQuantity(data!.closing.quantity)} · ${formatNumber(data!.lowStock)} low`}
            />
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            <BarChart
              h={240}
              data={[
                { stage: 'Opening', Value: chartValue(data!.opening.value) },
                { stage: 'In', Value: chartValue(data!.in.value) },
                { stage: 'Out', Value: chartValue(data!.out.value) },
                { stage: 'Closing', Value: chartValue(data!.closing.value) },
              ]}
              dataKey="stage"
              valueFormatter={chartMoney.valueFormatter}
              yAxisProps={chartMoney.yAxisProps}
              series={[{ name: 'Value', color: 'teal.6' }]}
            />
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Sold" amount={money.format(data!.sold.amount)} note={formatQuantity(data!.sold.quantity)} />
            <Figure label="Cost of what was sold" amount={money.format(data!.sold.costOfSales)} />
            {/* What the goods sold made over their cost (the P&L's gross profit on goods). */}
            <Figure
              label="Profit on goods sold"
              amount={money.format(new Decimal(data!.sold.amount).minus(data!.sold.costOfSales).toFixed())}
              testId="inventory-margin"
            />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
