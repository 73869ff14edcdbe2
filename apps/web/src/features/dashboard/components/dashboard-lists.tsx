// The dashboard's smaller cards: daily summary, things to do, recent transactions, top customers,
// top products, the top-expenses donut, top events and the quick shortcuts (000 §2.2).

import { Anchor, Badge, Card, Center, Group, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconChecks, IconFileInvoice, IconPackage, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/date.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withQuery } from '../../../lib/paths.js';
import type { ProfileGaps } from '../../../lib/profile-gaps.js';
import type { OwedStats, RecentTransaction, TodayOverview, TopCustomer, TopEvent, TopProduct } from '../api.js';

/** Loading, error and empty states the same way on every card. */
export function CardBody<T>({ query, empty, children }: { query: UseQueryResult<T[]>; empty: string; children: (rows: T[]) => ReactNode }) {
  if (query.isPending) return <Skeleton h={150} />;
  if (query.isError)
    return (
      <Text c="red" size="sm" role="alert">
        Could not load this. {query.error.message}
      </Text>
    );
  if (query.data.length === 0)
    return (
      <Center h={120}>
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      </Center>
    );
  return <>{children(query.data)}</>;
}

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

export function DailySummary({ overview }: { overview: TodayOverview | undefined }) {
  const money = useMoney();
  const rows: [string, keyof TodayOverview][] = [
    ['Sales today', 'todaySales'],
    ['Expenses today', 'todayExpense'],
    ['Purchases today', 'todayPurchase'],
    ['Money in today', 'todayInflows'],
    ['Money out today', 'todayOutFlows'],
    ['Cash and bank', 'cashBalance'],
  ];
  return (
    <Section title="Daily summary">
      {!overview ? (
        <Skeleton h={180} />
      ) : (
        <Stack gap={8}>
          {rows.map(([label, key]) => (
            <Group key={key} justify="space-between">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600} className="figure">
                {money.format(String(overview[key]))}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function ThingsToDo({
  overview,
  owed,
  profileGaps,
}: {
  overview: TodayOverview | undefined;
  owed: OwedStats | undefined;
  /** What the business profile lacks, for owner and admin (lib/profile-gaps.ts); null: nothing to ask. */
  profileGaps: ProfileGaps | null;
}) {
  const money = useMoney();
  const tasks: { text: string; to: string }[] = [];
  if (overview && /[1-9]/.test(overview.overDueCredit))
    tasks.push({
      text: `Collect ${money.format(overview.overDueCredit)} overdue from customers`,
      to: withQuery(paths.debtorsAndCreditors, { group: 'debtors' }),
    });
  if (overview && /[1-9]/.test(overview.OverdueDebt))
    tasks.push({ text: `Pay ${money.format(overview.OverdueDebt)} overdue to suppliers`, to: withQuery(paths.debtorsAndCreditors, { group: 'creditors' }) });
  if (owed?.receivables && owed.receivables.contacts > 0)
    tasks.push({
      text: `${owed.receivables.contacts} ${owed.receivables.contacts === 1 ? 'customer owes' : 'customers owe'} ${money.format(owed.receivables.total)} in all`,
      to: withQuery(paths.debtorsAndCreditors, { group: 'debtors' }),
    });
  if (profileGaps?.businessType) tasks.push({ text: 'Add your business type to your business profile', to: paths.businessProfile });
  if (profileGaps?.bankDetails) tasks.push({ text: 'Add your bank details for receipts and invoices', to: paths.bankAccounts });
  return (
    <Section title="Things to do">
      {!overview ? (
        <Skeleton h={120} />
      ) : tasks.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconChecks size={18} />
          <Text size="sm">Nothing needs your attention today.</Text>
        </Group>
      ) : (
        <Stack gap="xs">
          {tasks.map((task) => (
            <Group key={task.text} gap="xs" wrap="nowrap">
              <ThemeIcon size={22} variant="light" color="orange" radius="xl">
                <IconAlertTriangle size={14} />
              </ThemeIcon>
              <Anchor component={Link} to={task.to} size="sm">
                {task.text}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function RecentTransactions({ query }: { query: UseQueryResult<RecentTransaction[]> }) {
  const money = useMoney();
  return (
    <Section
      title="Transaction history"
      action={
        <Anchor component={Link} to={paths.transactions} size="sm">
          View all
        </Anchor>
      }
    >
      <CardBody query={query} empty="No transactions yet.">
        {(rows) => (
          // On a phone the date and type move under the details, so that the amount stays in view
          // instead of past the card's edge; from the sm breakpoint each has its column.
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing={6} aria-label="Recent transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={100} visibleFrom="sm">
                    Date
                  </Table.Th>
                  <Table.Th miw={120} visibleFrom="sm">
                    Type
                  </Table.Th>
                  <Table.Th>Details</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(row.date)}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Badge variant="light" size="sm">
                        {row.type || 'Other'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {row.itemsNames || row.description || row.reference}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm" data-testid="recent-transaction-meta">
                        {formatDate(row.date)} · {row.type || 'Other'}
                      </Text>
                      {row.staffName && (
                        <Text size="xs" c="dimmed">
                          by {row.staffName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" className="figure" style={{ whiteSpace: 'nowrap' }}>
                      {money.format(row.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </CardBody>
    </Section>
  );
}

export function TopCustomers({ query }: { query: UseQueryResult<TopCustomer[]> }) {
  const money = useMoney();
  return (
    <Section title="Top customers">
      <CardBody query={query} empty="No customer sales yet.">
        {(rows) => (
          <Stack gap={8}>
            {rows.map((row) => (
              <Group key={row._id} justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {[row.firstName, row.lastName].filter(Boolean).join(' ') || 'Walk-in customer'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Last bought {formatDate(row.updatedAt)}
                  </Text>
                </div>
                <Text size="sm" fw={600} className="figure">
                  {money.format(row.sales_amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </CardBody>
    </Section>
  );
}

export function TopProducts({ query }: { query: UseQueryResult<TopProduct[]> }) {
  const money = useMoney();
  return (
    <Section title="Top selling products">
      <CardBody query={query} empty="No products sold yet.">
        {(rows) => (
          <Stack gap={8}>
            {rows.map((row) => (
              <Group key={row._id} justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {row.name ?? 'Unnamed product'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.sales_qty} sold · avg {money.format(row.sales_avg)}
                  </Text>
                </div>
                <Text size="sm" fw={600} className="figure">
                  {money.format(row.sales_cost)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </CardBody>
    </Section>
  );
}

export function TopEvents({ query }: { query: UseQueryResult<TopEvent[]> }) {
  return (
    <Section title="Top events">
      <CardBody query={query} empty="No corrections or voids recorded.">
        {(rows) => (
          <Stack gap={8}>
            {rows.map((row) => (
              <div key={row.position}>
                <Text size="sm" fw={500}>
                  {row.title}
                  {row.reference ? ` · ${row.reference}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(row.date)}
                  {row.staffName ? ` by ${row.staffName}` : ''}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </CardBody>
    </Section>
  );
}

export const PROFESSIONAL_HELP_URL = 'https://ledgerline.ng/accountants';

export function QuickShortcuts() {
  const shortcuts = [
    { label: 'Add a customer', to: withQuery(paths.entities, { group: 'customers' }), icon: <IconUserPlus size={18} /> },
    { label: 'Add a Product', to: paths.products, icon: <IconPackage size={18} /> },
    { label: 'Create an invoice', to: paths.invoiceNew, icon: <IconFileInvoice size={18} /> },
    { label: 'Invite a team member', to: withQuery(paths.teams, { invite: 1 }), icon: <IconUsersPlus size={18} /> },
  ];
  return (
    <Section title="Quick Shortcuts">
      <Stack gap="xs">
        {shortcuts.map((shortcut) => (
          <Anchor key={shortcut.label} component={Link} to={shortcut.to} size="sm">
            <Group gap="xs">
              {shortcut.icon}
              {shortcut.label}
            </Group>
          </Anchor>
        ))}
        <Anchor href={PROFESSIONAL_HELP_URL} target="_blank" rel="noreferrer" size="sm" c="dimmed">
          Get professional accounting help
        </Anchor>
      </Stack>
    </Section>
  );
}
