// /budget/profit-loss/view?id= and /budget/line-item/view?id=: a budget beside the books. The
// profit-loss view: per account budget, actual, variance and % (the year or one month), a chart of
// budget and actual per month, and the net profit; the line-item view: each line's use as a bar,
// red once over budget.

import { CompositeChart } from '@mantine/charts';
import { Badge, Button, Group, Modal, Paper, Progress, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { StatCard } from '../../../components/stat-card.js';
import { useChartMoney } from '../../../lib/chart-money.js';
import { formatDate } from '../../../lib/date.js';
import { chartValue } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { useBudgetActuals, useDeleteBudget, type BudgetActuals, type BudgetFigure, type BudgetKind } from '../api.js';
import { KINDS } from '../kinds.js';
import { monthLabel } from '../months.js';

type Line = BudgetActuals['lines'][number];

/** The year, or one month (its index), as the figures show. */
function usePeriod(months: readonly string[]) {
  const [period, setPeriod] = useState('year');
  const pick = <T,>(figures: { months: T[]; total: T }): T => (period === 'year' ? figures.total : figures.months[Number(period)]!);
  const select = (
    <Select
      label="Show"
      w={200}
      allowDeselect={false}
      value={period}
      onChange={(value) => setPeriod(value ?? 'year')}
      data={[{ value: 'year', label: 'Whole year' }, ...months.map((month, index) => ({ value: String(index), label: monthLabel(month) }))]}
    />
  );
  return { pick, select };
}

const percentText = (figure: BudgetFigure) => (figure.percentUsed === null ? '—' : `${figure.percentUsed}%`);

function BudgetView({ kind }: { kind: BudgetKind }) {
  const screens = KINDS[kind];
  const id = useSearchParams()[0].get('id');
  const navigate = useNavigate();
  const actuals = useBudgetActuals(id);
  const remove = useDeleteBudget();
  const [confirm, setConfirm] = useState(false);
  const data = actuals.data;
  const wrongKind = data && data.budget.kind !== kind;
  return (
    <>
      <PageHeader
        title={data?.budget.name ?? 'Budget'}
        description={
          data ? `${formatDate(data.budget.startDate)} – ${formatDate(data.budget.endDate)} · budget against the books` : 'Budget against the books.'
        }
        trail={[
          { label: 'Accounting', to: paths.accounting },
          { label: screens.title, to: screens.list },
        ]}
        actions={
          data && (
            <>
              <Button variant="default" leftSection={<IconEdit size={16} />} component={Link} to={withQuery(screens.create, { id: data.budget.id })}>
                Edit
              </Button>
              <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirm(true)}>
                Delete
              </Button>
            </>
          )
        }
      />
      <QueryState
        label="Loading the budget…"
        isLoading={Boolean(id) && actuals.isPending}
        error={
          !id ? new Error('No budget chosen: open one from the list.') : (actuals.error ?? (wrongKind ? new Error('This budget is of the other kind.') : null))
        }
        onRetry={() => void actuals.refetch()}
        isEmpty={data?.lines.length === 0}
        empty="This budget has no lines."
      >
        {data && (kind === 'profit-loss' ? <ProfitLossView data={data} /> : <LineItemView data={data} />)}
      </QueryState>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title="Delete budget">
        <Stack>
          <Text size="sm">Delete “{data?.budget.name}”? It leaves the list; your books are not touched.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => id && remove.mutate(id, { onSuccess: () => void navigate(screens.list) })}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ProfitLossView({ data }: { data: BudgetActuals }) {
  const money = useMoney();
  const phone = useMediaQuery('(max-width: 36em)') === true;
  const chartMoney = useChartMoney();
  const { pick, select } = usePeriod(data.months);
  const net = data.netProfit!;
  const chart = data.months.map((month, index) => ({
    month: monthLabel(month),
    'Income budget': chartValue(data.income.months[index]!.budget),
    'Income actual': chartValue(data.income.months[index]!.actual),
    'Expenses budget': chartValue(data.expense.months[index]!.budget),
    'Expenses actual': chartValue(data.expense.months[index]!.actual),
    'Net profit actual': chartValue(net.months[index]!.actual),
  }));
  const rows = (side: Line['side']) => data.lines.filter((line) => line.side === side);
  const figureCells = (figure: BudgetFigure, bad: boolean) => (
    <>
      <Table.Td ta="right" data-label="Budget">
        {money.format(figure.budget)}
      </Table.Td>
      <Table.Td ta="right" data-label="Actual">
        {money.format(figure.actual)}
      </Table.Td>
      <Table.Td ta="right" data-label="Variance" c={bad ? 'red' : undefined}>
        {money.format(figure.variance)}
      </Table.Td>
      <Table.Td ta="right" data-label="% of budget" c={bad ? 'red' : undefined}>
        {percentText(figure)}
      </Table.Td>
    </>
  );
  const netFigure = pick(net);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          label="Income: actual / budget"
          value={money.format(data.income.total.actual)}
          hint={`of ${money.format(data.income.total.budget)} (${percentText(data.income.total)})`}
        />
        <StatCard
          label="Expenses: actual / budget"
          value={money.format(data.expense.total.actual)}
          hint={`of ${money.format(data.expense.total.budget)} (${percentText(data.expense.total)})`}
        />
        <StatCard label="Net profit: actual / budget" value={money.format(net.total.actual)} hint={`of ${money.format(net.total.budget)}`} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="sm">
          Budget and actual per month
        </Text>
        <CompositeChart
          h={300}
          data={chart}
          dataKey="month"
          withLegend
          valueFormatter={chartMoney.valueFormatter}
          yAxisProps={chartMoney.yAxisProps}
          series={[
            { name: 'Income budget', color: 'teal.3', type: 'bar' },
            { name: 'Income actual', color: 'teal.7', type: 'bar' },
            { name: 'Expenses budget', color: 'orange.3', type: 'bar' },
            { name: 'Expenses actual', color: 'orange.7', type: 'bar' },
            { name: 'Net profit actual', color: 'indigo.6', type: 'line' },
          ]}
        />
      </Paper>
      <Group justify="space-between" align="flex-end">
        {select}
      </Group>
      <Paper withBorder radius="md" p={phone ? 'sm' : undefined}>
        {/* On a phone each account is a card of its four figures (.lines-table): only Budget showed before. */}
        <Table.ScrollContainer minWidth={phone ? 0 : 720}>
          <Table striped aria-label="Budget against actual" className="lines-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Budget</Table.Th>
                <Table.Th ta="right">Actual</Table.Th>
                <Table.Th ta="right">Variance</Table.Th>
                <Table.Th ta="right">% of budget</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ whiteSpace: 'nowrap' }}>
              {(['income', 'expense'] as const).map((side) => (
                <SideRows
                  key={side}
                  side={side}
                  lines={rows(side)}
                  total={pick(side === 'income' ? data.income : data.expense)}
                  pick={pick}
                  cells={figureCells}
                />
              ))}
              <Table.Tr>
                <Table.Td className="line-wide" fw={700}>
                  Net profit
                </Table.Td>
                <Table.Td ta="right" fw={700} data-label="Budget">
                  {money.format(netFigure.budget)}
                </Table.Td>
                <Table.Td ta="right" fw={700} data-label="Actual">
                  {money.format(netFigure.actual)}
                </Table.Td>
                <Table.Td ta="right" fw={700} data-label="Variance" c={netFigure.variance.startsWith('-') ? 'red' : undefined}>
                  {money.format(netFigure.variance)}
                </Table.Td>
                <Table.Td ta="right" fw={700} data-label="% of budget">
                  {percentText(netFigure)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Text size="xs" c="dimmed">
        Actual: the month’s journal lines of each account (income credit − debit, costs debit − credit). The actual net profit counts every income and expense
        account, also those this budget leaves out.
      </Text>
    </Stack>
  );
}

function SideRows({
  side,
  lines,
  total,
  pick,
  cells,
}: {
  side: Line['side'];
  lines: Line[];
  total: BudgetFigure;
  pick: <T>(figures: { months: T[]; total: T }) => T;
  cells: (figure: BudgetFigure, bad: boolean) => ReactNode;
}) {
  if (lines.length === 0) return null;
  // Below plan is the bad side of income; above it, of costs.
  const bad = (figure: BudgetFigure) => (side === 'income' ? figure.variance.startsWith('-') : figure.overBudget);
  return (
    <>
      <Table.Tr>
        <Table.Td colSpan={5} className="line-wide" fw={700} bg="var(--mantine-color-gray-light)">
          {side === 'income' ? 'Income' : 'Costs and expenses'}
        </Table.Td>
      </Table.Tr>
      {lines.map((line) => {
        const figure = pick(line);
        return (
          <Table.Tr key={line.account}>
            <Table.Td className="line-wide">
              {line.account} {line.name}
            </Table.Td>
            {cells(figure, bad(figure))}
          </Table.Tr>
        );
      })}
      <Table.Tr fw={600}>
        <Table.Td className="line-wide" fw={600}>
          {side === 'income' ? 'Total income' : 'Total costs and expenses'}
        </Table.Td>
        {cells(total, bad(total))}
      </Table.Tr>
    </>
  );
}

function LineItemView({ data }: { data: BudgetActuals }) {
  const money = useMoney();
  const { pick, select } = usePeriod(data.months);
  const total = pick(data.expense);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Budgeted" value={money.format(total.budget)} />
        <StatCard label="Spent" value={money.format(total.actual)} hint={percentText(total)} />
        <StatCard label="Left" value={money.format(negate(total.variance))} hint={total.overBudget ? 'Over budget' : undefined} />
      </SimpleGrid>
      {select}
      <Stack gap="sm">
        {data.lines.map((line) => {
          const figure = pick(line);
          const percent = figure.percentUsed === null ? (figure.actual === figure.budget ? 0 : 100) : Math.min(100, Number(figure.percentUsed));
          return (
            <Paper key={line.account} withBorder radius="md" p="md" aria-label={`${line.name} line`}>
              <Group justify="space-between" mb={6} wrap="wrap">
                <Text fw={600}>
                  {line.account} {line.name}
                </Text>
                <Group gap="xs">
                  {figure.overBudget && (
                    <Badge color="red" variant="light">
                      Over budget
                    </Badge>
                  )}
                  <Text size="sm" c={figure.overBudget ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                    {money.format(figure.actual)} of {money.format(figure.budget)} ·{' '}
                    {figure.percentUsed === null ? 'nothing budgeted' : `${figure.percentUsed}% used`}
                  </Text>
                </Group>
              </Group>
              <Progress
                value={percent}
                color={figure.overBudget ? 'red' : percent >= 80 ? 'yellow' : 'teal'}
                size="lg"
                aria-label={`${line.name} used`}
                aria-valuetext={figure.percentUsed === null ? 'nothing budgeted' : `${figure.percentUsed}%`}
              />
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** "-120.00" ↔ "120.00": what is left is the variance turned round. */
const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : /^0(\.0+)?$/.test(amount) ? amount : `-${amount}`);

export const ProfitLossBudgetViewRoute = () => <BudgetView kind="profit-loss" />;
export const LineItemBudgetViewRoute = () => <BudgetView kind="line-item" />;
