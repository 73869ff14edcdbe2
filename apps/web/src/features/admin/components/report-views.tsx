// The figures of a business's reports, as tables in the business's currency (the owner's report
// screens belong to their own feature; these show the same answers, read through the admin token).

import { SimpleGrid, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { DataTable, type Column } from '../../../components/data-table.js';
import { StatCard } from '../../../components/stat-card.js';
import { formatDate } from '../../../lib/date.js';
import { formatNumber, formatQuantity } from '../../../lib/format.js';
import { formatMoney } from '../../../lib/money.js';
import type { AdminReports, ReportLine, ReportSection } from '../api/reports.js';

/** An amount as accountants write it: negatives in brackets. */
function statementAmount(amount: string | undefined, currency: string): string {
  if (amount === undefined) return '';
  return amount.startsWith('-') ? `(${formatMoney(amount.slice(1), currency)})` : formatMoney(amount, currency);
}

type Part = { section: ReportSection } | { line: ReportLine; strong?: boolean };

function LineRows({ line, depth, strong, currency }: { line: ReportLine; depth: number; strong?: boolean; currency: string }) {
  return (
    <>
      <Table.Tr data-key={line.key}>
        <Table.Td pl={12 + depth * 20} fw={strong ? 700 : undefined} c={depth > 1 ? 'dimmed' : undefined}>
          {line.label}
        </Table.Td>
        {line.amounts.map((amount, index) => (
          <Table.Td key={index} ta="right" fw={strong ? 700 : undefined} c={depth > 1 ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {statementAmount(amount, currency)}
          </Table.Td>
        ))}
      </Table.Tr>
      {line.lines?.map((child) => (
        <LineRows key={child.key} line={child} depth={depth + 1} currency={currency} />
      ))}
    </>
  );
}

function Statement({ label, columns, parts, currency }: { label: string; columns: string[]; parts: Part[]; currency: string }) {
  // One period fits a phone (the labels wrap beside their amounts); several scroll inside the card.
  const several = columns.length > 1;
  return (
    <Table.ScrollContainer minWidth={several ? 520 : 0}>
      <Table aria-label={label} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {columns.map((column) => (
              <Table.Th key={column} ta="right" w={several ? 200 : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((part, index) =>
            'section' in part ? (
              <Fragment key={part.section.key}>
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1} pt="md">
                    <Text fw={700} size="sm" tt="uppercase" c="blue.8">
                      {part.section.label}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {part.section.lines.map((line) => (
                  <LineRows key={line.key} line={line} depth={1} currency={currency} />
                ))}
                <LineRows line={part.section.total} depth={0} strong currency={currency} />
              </Fragment>
            ) : (
              <LineRows key={`${part.line.key}-${index}`} line={part.line} depth={0} strong={part.strong} currency={currency} />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A plain table of figures: the first column names the row, the others are right-aligned figures.
 * On a phone each row is a card, its name across the top and each figure under its heading.
 */
function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  const columns: Column<ReactNode[]>[] = head.map((title, index) => ({
    id: String(index),
    header: title,
    accessorFn: (row) => row[index],
    cell: ({ getValue }) => getValue() as ReactNode,
    enableSorting: false,
    meta: index === 0 ? { wide: true } : { align: 'right' },
  }));
  return <DataTable label={label} columns={columns} rows={rows} minWidth={520} stackOnPhone />;
}

const periodLabel = (period: { startDate: string; endDate: string }) => `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;

export function ProfitAndLossView({ report }: { report: AdminReports['pnl-report'] }) {
  const money = (amount: string | undefined) => formatMoney(amount ?? '0', report.currency);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <StatCard label="Revenue" value={money(report.revenue.total.amounts[0])} testId="admin-pnl-revenue" />
        <StatCard label="Gross profit" value={money(report.grossProfit.amounts[0])} />
        <StatCard
          label={report.netProfit.amounts[0]?.startsWith('-') ? 'Net loss' : 'Net profit'}
          value={money(report.netProfit.amounts[0])}
          testId="admin-pnl-net"
        />
      </SimpleGrid>
      <Statement
        label="Profit and loss"
        currency={report.currency}
        columns={report.periods.map(periodLabel)}
        parts={[
          { section: report.revenue },
          { section: report.costOfSales },
          { line: report.grossProfit, strong: true },
          { section: report.operatingExpenses },
          { section: report.otherIncome },
          { line: report.operatingProfit, strong: true },
          { section: report.finance },
          { line: report.netProfit, strong: true },
        ]}
      />
    </>
  );
}

export function BalanceSheetView({ report }: { report: AdminReports['balance-sheet-report'] }) {
  return (
    <>
      {report.balanced.some((balanced) => !balanced) && (
        <Text c="red.7" mb="sm">
          Assets and liabilities with equity differ: the books do not balance.
        </Text>
      )}
      <Statement
        label="Balance sheet"
        currency={report.currency}
        columns={report.columns.map((column) => `As at ${formatDate(column.date)}`)}
        parts={[
          { section: report.fixedAssets },
          { section: report.currentAssets },
          { line: report.totalAssets, strong: true },
          { section: report.liabilities },
          { section: report.equity },
          { line: report.totalLiabilitiesAndEquity, strong: true },
        ]}
      />
    </>
  );
}

export function SalesView({ report }: { report: AdminReports['sales-report'] }) {
  const money = (amount: string) => formatMoney(amount, report.currency);
  const { totals } = report;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="md">
        <StatCard label="Sales" value={formatNumber(totals.count)} />
        <StatCard label="Total" value={money(totals.total)} />
        <StatCard label="Paid" value={money(totals.paid)} />
        <StatCard label="Gross profit" value={money(totals.grossProfit)} />
      </SimpleGrid>
      <Text fw={600} mb="xs">
        By product
      </Text>
      {report.byProduct.length === 0 ? (
        <Text c="dimmed">No sales in this period.</Text>
      ) : (
        <SimpleTable
          label="Sales by product"
          head={['Product', 'Quantity', 'Amount', 'Cost of sales', 'Gross profit']}
          rows={report.byProduct.map((row) => [
            row.name ?? 'Unnamed',
            formatNumber(row.quantity),
            money(row.amount),
            money(row.costOfSales),
            money(row.grossProfit),
          ])}
        />
      )}
    </>
  );
}

export function InventoryView({ report }: { report: AdminReports['inventory-report'] }) {
  const money = (amount: string) => formatMoney(amount, report.currency);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="md">
        <StatCard label="Products" value={formatNumber(report.products)} />
        <StatCard label="Low on stock" value={formatNumber(report.lowStock)} />
        <StatCard label="Sold" value={money(report.sold.amount)} hint={formatQuantity(report.sold.quantity)} />
      </SimpleGrid>
      <SimpleTable
        label="Stock movement"
        head={['', 'Quantity', 'Value']}
        rows={[
          ['Opening stock', formatNumber(report.opening.quantity), money(report.opening.value)],
          ['In', formatNumber(report.in.quantity), money(report.in.value)],
          ['Out', formatNumber(report.out.quantity), money(report.out.value)],
          ['Closing stock', formatNumber(report.closing.quantity), money(report.closing.value)],
        ]}
      />
    </>
  );
}

export function ExpenseView({ report }: { report: AdminReports['expense-report'] }) {
  const money = (amount: string) => formatMoney(amount, report.currency);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        <StatCard label="Total expenses" value={money(report.total)} />
        <StatCard label="Categories" value={report.categories.length} />
      </SimpleGrid>
      {report.categories.length === 0 ? (
        <Text c="dimmed">No expenses in this period.</Text>
      ) : (
        <SimpleTable
          label="Expenses by category"
          head={['Category', 'Account', 'Amount', 'Share']}
          rows={report.categories.map((row) => [row.name, row.accountCode, money(row.amount), `${row.percent}%`])}
        />
      )}
    </>
  );
}
