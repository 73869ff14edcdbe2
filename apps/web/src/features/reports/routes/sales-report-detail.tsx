// The detailed sales report (POST /reports/sales): what the period's sales came to, paid and still
// owed, what the goods sold cost and the gross profit on them; a chart by day (or by product) and
// the tables by product, by customer and by day.

import { BarChart } from '@mantine/charts';
import { Badge, Paper, SegmentedControl, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { useChartMoney } from '../../../lib/chart-money.js';
import { formatDate } from '../../../lib/date.js';
import { formatNumber } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { compactBody, usePostReport } from '../api/reports.js';
import { usePagedRows } from '../components/paged-rows.js';
import { TotalCell, usePhone } from '../components/phone-table.js';
import { Figure, PeriodHeader, usePeriod } from '../components/report-period.js';
import { EmptyReport, ReportError, ReportLoading } from '../components/report-state.js';
import { firstSteps } from '../first-steps.js';
import { chartValue } from '../../../lib/money.js';

type SalesReport = DataOf<'/api/v1/reports/sales', 'post'>;

const TOP_PRODUCTS = 10;

export function SalesReportDetailRoute() {
  const money = useMoney();
  const { period, controls } = usePeriod({ knownAt: true });
  const body = compactBody({ startDate: period.startDate, endDate: period.endDate, knownAt: period.knownAt }) satisfies BodyOf<'/api/v1/reports/sales', 'post'>;
  const report = usePostReport<SalesReport>('/reports/sales', body);
  const data = report.data;
  return (
    <>
      <PeriodHeader title="Sales report" report={data} knownAt={period.knownAt} about="Sales by product, by customer and by day." controls={controls} />
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : data!.totals.count === 0 && data!.byProduct.length === 0 ? (
        <EmptyReport actions={[firstSteps.sale]}>No sales in this period. Record a sale and it shows here.</EmptyReport>
      ) : (
        <SalesReportBody data={data!} money={money} />
      )}
    </>
  );
}

function SalesReportBody({ data, money }: { data: SalesReport; money: ReturnType<typeof useMoney> }) {
  const [chart, setChart] = useState<'day' | 'product'>('day');
  const chartMoney = useChartMoney();
  const { totals } = data;
  const loss = totals.grossProfit.startsWith('-');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <Figure label="Sales" amount={money.format(totals.total)} note={`${totals.count} sale${totals.count === 1 ? '' : 's'}`} testId="sales-total" />
        <Figure label="Paid" amount={money.format(totals.paid)} testId="sales-paid" />
        <Figure label="Still owed" amount={money.format(totals.balanceDue)} testId="sales-owed" />
        <Figure
          label={loss ? 'Gross loss' : 'Gross profit'}
          amount={money.format(totals.grossProfit)}
          note={`${money.format(totals.salesAmount)} sold less ${money.format(totals.costOfSales)} cost`}
          testId="sales-gross-profit"
        />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md">
        <SegmentedControl
          mb="sm"
          size="xs"
          data={[
            { value: 'day', label: 'By day' },
            { value: 'product', label: `Top ${TOP_PRODUCTS} products` },
          ]}
          value={chart}
          onChange={(value) => setChart(value as 'day' | 'product')}
        />
        {chart === 'day' ? (
          <BarChart
            h={220}
            maxBarWidth={48}
            data={data.byDay.map((day) => ({ day: formatDate(day.date), Paid: chartValue(day.paid), Owed: chartValue(day.balanceDue) }))}
            dataKey="day"
            type="stacked"
            withLegend
            valueFormatter={chartMoney.valueFormatter}
            yAxisProps={chartMoney.yAxisProps}
            series={[
              { name: 'Paid', color: 'teal.6' },
              { name: 'Owed', color: 'orange.5' },
            ]}
          />
        ) : (
          <BarChart
            h={220}
            maxBarWidth={48}
            data={data.byProduct.slice(0, TOP_PRODUCTS).map((product) => ({
              product: product.name ?? 'Unnamed',
              Sales: chartValue(product.amount),
              'Gross profit': chartValue(product.grossProfit),
            }))}
            dataKey="product"
            withLegend
            valueFormatter={chartMoney.valueFormatter}
            yAxisProps={chartMoney.yAxisProps}
            series={[
              { name: 'Sales', color: 'blue.6' },
              { name: 'Gross profit', color: 'teal.6' },
            ]}
          />
        )}
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="product">
          <Tabs.List mb="sm">
            <Tabs.Tab value="product">By product ({data.byProduct.length})</Tabs.Tab>
            <Tabs.Tab value="customer">By customer ({data.byCustomer.length})</Tabs.Tab>
            <Tabs.Tab value="day">By day ({data.byDay.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="product">
            <ByProduct data={data} money={money} />
          </Tabs.Panel>
          <Tabs.Panel value="customer">
            <ByCustomer data={data} money={money} />
          </Tabs.Panel>
          <Tabs.Panel value="day">
            <ByDay data={data} money={money} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

type Props = { data: SalesReport; money: ReturnType<typeof useMoney> };

function ByProduct({ data, money }: Props) {
  const page = usePagedRows(data.byProduct);
  const phone = usePhone();
  if (data.byProduct.length === 0) return <Text c="dimmed">No products or services were sold in this period.</Text>;
  return (
    <>
      {/* On a phone each product is a card of its figures (.lines-table), not a table scrolled sideways. */}
      <Table.ScrollContainer minWidth={phone ? 0 : 760}>
        <Table striped aria-label="Sales by product" className="lines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product or service</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Average price</Table.Th>
              <Table.Th ta="right">Sales</Table.Th>
              <Table.Th ta="right">Cost</Table.Th>
              <Table.Th ta="right">Gross profit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.rows.map((product) => (
              <Table.Tr key={product.productId} data-product={product.productId}>
                <Table.Td className="line-wide">
                  {product.name ?? 'Unnamed'}{' '}
                  {product.kind && (
                    <Badge size="xs" variant="light" color="gray" radius="sm">
                      {product.kind.toLowerCase()}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" data-label="Quantity">
                  {formatNumber(product.quantity)}
                </Table.Td>
                <Table.Td ta="right" data-label="Average price">
                  {money.format(product.averagePrice)}
                </Table.Td>
                <Table.Td ta="right" data-label="Sales">
                  {money.format(product.amount)}
                </Table.Td>
                <Table.Td ta="right" data-label="Cost">
                  {money.format(product.costOfSales)}
                </Table.Td>
                <Table.Td ta="right" data-label="Gross profit" c={product.grossProfit.startsWith('-') ? 'red.7' : undefined}>
                  {money.format(product.grossProfit)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <TotalCell label="Quantity">{formatNumber(data.totals.quantity)}</TotalCell>
              <Table.Td />
              <TotalCell label="Sales">{money.format(data.totals.salesAmount)}</TotalCell>
              <TotalCell label="Cost">{money.format(data.totals.costOfSales)}</TotalCell>
              <TotalCell label="Gross profit">{money.format(data.totals.grossProfit)}</TotalCell>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {page.pagination}
      <Text size="xs" c="dimmed" mt="xs">
        Sales here are the sold lines before any discount on the whole sale; the sales figure above is what the sales came to.
      </Text>
    </>
  );
}

/** A group of sales (a customer, a day): how many, what they came to, paid and still owed. */
interface SalesGroup {
  count: number;
  total: string;
  paid: string;
  balanceDue: string;
}

/** The by-customer and by-day tables: one row a group, named in the first column, and the period's totals. */
function SalesGroupTable<Row extends SalesGroup>({
  data,
  money,
  rows,
  label,
  heading,
  rowKey,
  name,
}: Props & { rows: Row[]; label: string; heading: string; rowKey: (row: Row) => string; name: (row: Row) => ReactNode }) {
  const page = usePagedRows(rows);
  const phone = usePhone();
  if (rows.length === 0) return <Text c="dimmed">No sales in this period.</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={phone ? 0 : 640}>
        <Table striped aria-label={label} className="lines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{heading}</Table.Th>
              <Table.Th ta="right">Sales</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
              <Table.Th ta="right">Still owed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {name(row)}
                <Table.Td ta="right" data-label="Sales">
                  {formatNumber(row.count)}
                </Table.Td>
                <Table.Td ta="right" data-label="Total">
                  {money.format(row.total)}
                </Table.Td>
                <Table.Td ta="right" data-label="Paid">
                  {money.format(row.paid)}
                </Table.Td>
                <Table.Td ta="right" data-label="Still owed">
                  {money.format(row.balanceDue)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <TotalsFoot data={data} money={money} />
        </Table>
      </Table.ScrollContainer>
      {page.pagination}
    </>
  );
}

function ByCustomer({ data, money }: Props) {
  return (
    <SalesGroupTable
      data={data}
      money={money}
      rows={data.byCustomer}
      label="Sales by customer"
      heading="Customer"
      rowKey={(customer) => customer.contactId ?? 'none'}
      name={(customer) => (
        <Table.Td className="line-wide" c={customer.contactId ? undefined : 'dimmed'}>
          {customer.name ?? 'No customer named'}
        </Table.Td>
      )}
    />
  );
}

function ByDay({ data, money }: Props) {
  return (
    <SalesGroupTable
      data={data}
      money={money}
      rows={data.byDay}
      label="Sales by day"
      heading="Date"
      rowKey={(day) => day.date}
      name={(day) => <Table.Td className="line-wide">{formatDate(day.date)}</Table.Td>}
    />
  );
}

function TotalsFoot({ data, money }: Props) {
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th>Total</Table.Th>
        <TotalCell label="Sales">{formatNumber(data.totals.count)}</TotalCell>
        <TotalCell label="Total">{money.format(data.totals.total)}</TotalCell>
        <TotalCell label="Paid">{money.format(data.totals.paid)}</TotalCell>
        <TotalCell label="Still owed">{money.format(data.totals.balanceDue)}</TotalCell>
      </Table.Tr>
    </Table.Tfoot>
  );
}
