// /budget/profit-loss and /budget/line-item: the business's budgets of one kind, with their period
// and the year's budgeted income and expenses; an empty state with a Create button.

import { Anchor, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { formatDate } from '../../../lib/date.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { useBudgets, type BudgetKind } from '../api.js';
import { KINDS } from '../kinds.js';
import { monthLabel } from '../months.js';

function BudgetList({ kind }: { kind: BudgetKind }) {
  const screens = KINDS[kind];
  const money = useMoney();
  const phone = useMediaQuery('(max-width: 36em)') === true;
  const budgets = useBudgets(kind);
  const create = (
    <Button component={Link} to={screens.create} leftSection={<IconPlus size={16} />}>
      Create budget
    </Button>
  );
  return (
    <>
      <PageHeader title={screens.title} description={screens.description} trail={[{ label: 'Accounting', to: paths.accounting }]} actions={create} />
      <QueryState
        label="Loading budgets…"
        isLoading={budgets.isPending}
        error={budgets.error}
        onRetry={() => void budgets.refetch()}
        isEmpty={budgets.data?.length === 0}
        empty={
          <Stack align="center" gap="sm">
            <Text fw={600}>No budgets yet</Text>
            <Text size="sm" c="dimmed">
              {kind === 'profit-loss'
                ? 'Plan your income and expenses for twelve months, then see how the books compare.'
                : 'Set monthly limits for the expense lines you watch.'}
            </Text>
            {create}
          </Stack>
        }
      >
        <Paper withBorder radius="md" p={phone ? 'sm' : undefined}>
          {/* On a phone each budget is a card (.lines-table): its figures were off the edge. */}
          <Table.ScrollContainer minWidth={phone ? 0 : 640}>
            <Table striped highlightOnHover aria-label={screens.title} className="lines-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Period</Table.Th>
                  {kind === 'profit-loss' && <Table.Th ta="right">Income budgeted</Table.Th>}
                  <Table.Th ta="right">{kind === 'profit-loss' ? 'Expenses budgeted' : 'Budgeted'}</Table.Th>
                  <Table.Th ta="right">Lines</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {budgets.data?.map((budget) => (
                  <Table.Tr key={budget.id}>
                    <Table.Td className="line-wide">
                      <Anchor component={Link} to={withQuery(screens.view, { id: budget.id })} fw={600}>
                        {budget.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className="line-wide" style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">
                        {formatDate(budget.startDate)} – {formatDate(budget.endDate)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {monthLabel(budget.firstMonth)} to {monthLabel(budget.endDate.slice(0, 7))}
                      </Text>
                    </Table.Td>
                    {kind === 'profit-loss' && (
                      <Table.Td ta="right" data-label="Income budgeted" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(budget.totalIncome)}
                      </Table.Td>
                    )}
                    <Table.Td ta="right" data-label={kind === 'profit-loss' ? 'Expenses budgeted' : 'Budgeted'} style={{ whiteSpace: 'nowrap' }}>
                      {money.format(budget.totalExpense)}
                    </Table.Td>
                    <Table.Td ta="right" data-label="Lines">
                      {budget.lines.length}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </QueryState>
    </>
  );
}

export const ProfitLossBudgetsRoute = () => <BudgetList kind="profit-loss" />;
export const LineItemBudgetsRoute = () => <BudgetList kind="line-item" />;
