// PnR (/p_n_r): what customers owe and what the business owes, overdue first, each contact with its
// open documents.

import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DataOf } from '../../../lib/api-answers.js';
import { formatDate } from '../../../lib/date.js';
import { toMinorUnits } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { useReport, withQuery } from '../api/reports.js';
import { PageHeader } from '../../../components/page-header.js';
import { EmptyReport, ReportError, ReportLoading } from '../components/report-state.js';
import { firstSteps } from '../first-steps.js';

type OwedStats = DataOf<'/api/v1/payables-and-receivables/stats', 'get'>;

type OwedPage = DataOf<'/api/v1/payables-and-receivables/debtors', 'get'>;

export function DebtorsCreditorsRoute() {
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const group = params.get('group') === 'creditors' ? 'creditors' : 'debtors';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const stats = useReport<OwedStats>('/payables-and-receivables/stats');
  const list = useReport<OwedPage>(withQuery(`/payables-and-receivables/${group}`, { q }));
  const cards = [
    {
      label: 'Customers owe you',
      // A side the member may not see comes as null.
      value: stats.data?.receivables?.total,
      sub: stats.data?.receivables && `${money.format(stats.data.receivables.overdue)} overdue`,
      color: 'teal',
    },
    {
      label: 'You owe suppliers',
      value: stats.data?.payables?.total,
      sub: stats.data?.payables && `${money.format(stats.data.payables.overdue)} overdue`,
      color: 'red',
    },
  ];
  return (
    <>
      <PageHeader
        title="Debtors & Creditors"
        description="Open credit sales, purchases and expenses, overdue first."
        trail={[{ label: 'Accounting', to: paths.accounting }]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        {cards.map((card) => (
          <Paper key={card.label} withBorder radius="md" p="md" style={{ borderLeft: `4px solid var(--mantine-color-${card.color}-6)` }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {card.label}
            </Text>
            <Text size="xl" fw={700}>
              {card.value ? money.format(card.value) : stats.data ? '—' : '…'}
            </Text>
            <Text size="xs" c="dimmed">
              {card.sub}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Tabs value={group} onChange={(value) => setParams(value === 'creditors' ? { group: 'creditors' } : {}, { replace: true })} mb="md">
          <Tabs.List>
            <Tabs.Tab value="debtors">Debtors</Tabs.Tab>
            <Tabs.Tab value="creditors">Creditors</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <TextInput
          placeholder="Search a contact or a reference"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="md"
          w="100%"
          maw={320}
        />
        {list.isPending ? (
          <ReportLoading />
        ) : list.isError ? (
          <ReportError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data!.data.length === 0 ? (
          // A search that finds nothing offers nothing to record; an empty list, the credit sale or purchase that fills it.
          <EmptyReport actions={q.trim() ? [] : group === 'debtors' ? [firstSteps.sale] : [firstSteps.purchase, firstSteps.expense]}>
            {q.trim()
              ? 'Nothing matches this search.'
              : group === 'debtors'
                ? 'No customer owes the business anything. A sale on credit, paid in part or not at all, shows here until it is paid.'
                : 'The business owes no supplier anything. A purchase or an expense on credit shows here until it is paid.'}
          </EmptyReport>
        ) : (
          <Stack>
            {list.data!.data.map((row, index) => (
              <Paper key={row.contactId ?? index} withBorder radius="sm" p="sm">
                <Group justify="space-between" mb={4}>
                  <Text fw={600}>{row.company ? `${row.name} (${row.company})` : row.name}</Text>
                  <Group gap="xs">
                    {toMinorUnits(row.overdue, money.currency) !== 0n && <Badge color="red">{money.format(row.overdue)} overdue</Badge>}
                    <Text fw={700}>{money.format(row.total)}</Text>
                  </Group>
                </Group>
                {/* On a phone each document is a card (.lines-table): the amount owed was cut off at the edge. */}
                <Table className="lines-table">
                  <Table.Tbody>
                    {row.documents.map((document) => (
                      <Table.Tr key={document.reference}>
                        <Table.Td data-label="Reference" style={{ whiteSpace: 'nowrap' }}>
                          <Anchor ff="monospace" component={Link} to={`${paths.transactions}/${encodeURIComponent(document.reference)}`}>
                            {document.reference}
                          </Anchor>
                        </Table.Td>
                        <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(document.date)}
                        </Table.Td>
                        <Table.Td className="line-wide" c={document.daysOverdue > 0 ? 'red.7' : undefined}>
                          {document.dueDate
                            ? `Due ${formatDate(document.dueDate)}${document.daysOverdue > 0 ? `, ${document.daysOverdue} ${document.daysOverdue === 1 ? 'day' : 'days'} overdue` : ''}`
                            : ''}
                        </Table.Td>
                        <Table.Td ta="right" data-label="Owed" style={{ whiteSpace: 'nowrap' }}>
                          {money.format(document.balance)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            ))}
          </Stack>
        )}
      </Paper>
    </>
  );
}
