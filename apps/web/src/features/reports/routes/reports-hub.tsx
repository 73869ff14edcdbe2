// Reports (/reports and /reports/new): the profit so far (GET /reports/summary/profits) for those
// who may read profit, and a card for every report the user may open, grouped by what it is about.

import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCash,
  IconChartBar,
  IconChartDonut,
  IconChartLine,
  IconListDetails,
  IconPackage,
  IconReceipt2,
  IconScale,
  IconShoppingCart,
  IconTable,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hasAnyCode, isMicroPlan } from '../../../lib/access.js';
import type { DataOf } from '../../../lib/api-answers.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { formatDate, monthStartIsoDate, todayIsoDate, yearStartIsoDate } from '../../../lib/date.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { PageHeader } from '../../../components/page-header.js';
import { useReport, withQuery } from '../api/reports.js';
import { ReportError } from '../components/report-state.js';
import { reportAccess } from '../report-access.js';

interface ReportLink {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
  color: string;
  anyOf: readonly number[];
  /** Not on the free plan (the page shows 'Upgrade Plan'). */
  planLocked?: boolean;
}

const GROUPS: { title: string; reports: ReportLink[] }[] = [
  {
    title: 'Sales',
    reports: [
      {
        title: 'Sales report',
        text: 'Sales by day or month: paid and still owed.',
        to: paths.salesReport,
        icon: <IconChartLine />,
        color: 'teal',
        anyOf: reportAccess.salesSummary,
      },
      {
        title: 'Sales by product and customer',
        text: 'What sold, to whom, what it cost and the gross profit.',
        to: paths.salesReportDetail,
        icon: <IconTable />,
        color: 'teal',
        anyOf: reportAccess.salesDetail,
      },
    ],
  },
  {
    title: 'Expenses',
    reports: [
      {
        title: 'Expense report',
        text: 'Expenses by category and over time.',
        to: paths.expenseReport,
        icon: <IconReceipt2 />,
        color: 'orange',
        anyOf: reportAccess.expenseSummary,
      },
      {
        title: 'Expenses by category',
        text: 'Each category’s amount and share of the total.',
        to: paths.expenseReportDetail,
        icon: <IconChartDonut />,
        color: 'orange',
        anyOf: reportAccess.expenseDetail,
      },
    ],
  },
  {
    title: 'Inventory',
    reports: [
      {
        title: 'Inventory report',
        text: 'Opening, in, out and closing stock.',
        to: paths.inventoryReport,
        icon: <IconPackage />,
        color: 'indigo',
        anyOf: reportAccess.inventory,
      },
      {
        title: 'Inventory by product',
        text: 'Each product’s stock and its value, with totals.',
        to: paths.inventoryList,
        icon: <IconBuildingWarehouse />,
        color: 'indigo',
        anyOf: reportAccess.inventory,
      },
      {
        title: 'Sales list',
        text: 'Every sale between two dates.',
        to: paths.inventorySales,
        icon: <IconListDetails />,
        color: 'cyan',
        anyOf: reportAccess.salesDetail,
      },
      {
        title: 'Purchases list',
        text: 'Every purchase between two dates.',
        to: paths.inventoryPurchases,
        icon: <IconShoppingCart />,
        color: 'cyan',
        anyOf: reportAccess.purchasesList,
      },
    ],
  },
  {
    title: 'Statements',
    reports: [
      {
        title: 'Profit & Loss',
        text: 'Income, costs and profit.',
        to: paths.profitAndLoss,
        icon: <IconChartBar />,
        color: 'blue',
        anyOf: reportAccess.profitAndLoss,
        planLocked: true,
      },
      {
        title: 'Balance Sheet',
        text: 'What the business owns and owes.',
        to: paths.balanceSheet,
        icon: <IconScale />,
        color: 'grape',
        anyOf: reportAccess.balanceSheet,
        planLocked: true,
      },
      {
        title: 'Cash Flow Statement',
        text: 'Where cash came from and where it went.',
        to: paths.cashFlow,
        icon: <IconCash />,
        color: 'green',
        anyOf: reportAccess.cashFlow,
        planLocked: true,
      },
    ],
  },
];

export function ReportsRoute() {
  const user = useCurrentUserInShell();
  const locked = isMicroPlan(user);
  const groups = GROUPS.map((group) => ({ ...group, reports: group.reports.filter((report) => hasAnyCode(user, report.anyOf)) })).filter(
    (group) => group.reports.length > 0,
  );
  return (
    <>
      <PageHeader title="Reports" description="See how the business is doing." />
      <Stack gap="xl">
        {hasAnyCode(user, reportAccess.profitAndLoss) && !locked && <ProfitSummary />}
        {groups.map((group) => (
          <Stack key={group.title} gap="sm">
            <Title order={2} size="h4">
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              {group.reports.map((report) => (
                <UnstyledButton key={report.to} component={Link} to={report.to}>
                  <Paper withBorder radius="md" p="lg" h="100%">
                    <Stack gap="xs">
                      <Group justify="space-between" align="flex-start">
                        <ThemeIcon size={40} radius="md" variant="light" color={report.color}>
                          {report.icon}
                        </ThemeIcon>
                        {report.planLocked && locked && (
                          <Badge size="sm" variant="light" color="gray">
                            Upgrade
                          </Badge>
                        )}
                      </Group>
                      <Text fw={700}>{report.title}</Text>
                      <Text size="sm" c="dimmed">
                        {report.text}
                      </Text>
                    </Stack>
                  </Paper>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </>
  );
}

type ProfitSummaryAnswer = DataOf<'/api/v1/reports/summary/profits', 'get'>;
type Range = 'month' | 'year' | 'all';

function rangeDates(range: Range, now = new Date()): { startDate?: string; endDate?: string } {
  if (range === 'all') return {};
  const endDate = todayIsoDate(now);
  return { startDate: range === 'month' ? monthStartIsoDate(now) : yearStartIsoDate(now), endDate };
}

/** Income, expenses and profit for this month, this year or all time. */
function ProfitSummary() {
  const money = useMoney();
  const [range, setRange] = useState<Range>('month');
  const summary = useReport<ProfitSummaryAnswer>(withQuery('/reports/summary/profits', rangeDates(range)));
  const data = summary.data;
  const loss = data?.profit.startsWith('-') ?? false;
  const figures = data
    ? [
        { label: 'Income', amount: data.income, testId: 'profit-income' },
        { label: 'Expenses', amount: data.expenses, testId: 'profit-expenses' },
        { label: loss ? 'Loss' : 'Profit', amount: data.profit, testId: 'profit-profit', color: loss ? 'red.7' : 'teal.7' },
      ]
    : [];
  return (
    <Paper withBorder radius="md" p="lg" aria-label="Profit summary" component="section">
      <Group justify="space-between" mb="md" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            Profit
          </Title>
          <Text size="sm" c="dimmed">
            {data
              ? data.startDate
                ? `${formatDate(data.startDate)} – ${formatDate(data.endDate)}`
                : 'Since the first entry'
              : 'Income less expenses and cost of sales.'}
          </Text>
        </div>
        <SegmentedControl
          size="xs"
          data={[
            { value: 'month', label: 'This month' },
            { value: 'year', label: 'This year' },
            { value: 'all', label: 'All time' },
          ]}
          value={range}
          onChange={(value) => setRange(value as Range)}
        />
      </Group>
      {summary.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={56} radius="md" />
          ))}
        </SimpleGrid>
      ) : summary.isError ? (
        <ReportError error={summary.error} onRetry={() => void summary.refetch()} title="Could not load the profit" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {figure.label}
              </Text>
              <Text size="xl" fw={700} c={figure.color} data-testid={figure.testId}>
                {money.format(figure.amount)}
              </Text>
            </div>
          ))}
          {figures.every((figure) => /^-?0(\.0+)?$/.test(figure.amount)) && (
            <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
              No income or expenses recorded in this period yet.
            </Text>
          )}
        </SimpleGrid>
      )}
    </Paper>
  );
}
