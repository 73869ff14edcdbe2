// Transactions (spec 002 §2): every transaction with the generic filter (type, dates, payment method,
// staff, search), 25 a page; the Sales and Expense journals are the same list with type=sales or
// type=expenses and limit=25 in the address. The filter lives in the address, so it survives reloads.
// Above the list, the chosen period's daily totals (components/transactions-graph.tsx), whose plot
// loads once the list is painted, so the list never waits for the charts' code.

import { Anchor, Badge, Button, Group, Menu, Paper, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import Decimal from 'decimal.js';
import { IconChevronDown, IconDownload, IconFileImport, IconPlus, IconSearch, IconArrowsLeftRight } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAfterPaint } from '../../../lib/after-paint.js';
import { hasAnyCode } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate } from '../../../lib/date.js';
import { formatNumber } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withParams } from '../../../lib/paths.js';
import { apiUrl } from '../api/http.js';
import { usePaymentAccounts } from '../api/lookups.js';
import { documentLines, filterQuery, useTransactions, useTransactionsSummary, type TransactionFilter, type TransactionSummaryRow } from '../api/queries.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { ImportModal } from '../components/import-modal.js';
import { PageHeader } from '../../../components/page-header.js';
import { TransactionsGraph } from '../components/transactions-graph.js';
import { TransferModal } from '../components/transfer-modal.js';
import { useStaffOptions } from '../api/staff.js';
import { TRANSACTION_TYPE_FILTERS, entityName, paymentStatus } from '../transaction-display.js';
import { TRANSACTION_TYPE_LABELS } from '../../../lib/transaction-types.js';

/** Code 22 records any transaction; 23 to 27 one kind each (the codes of the pages, routes.tsx). */
const RECORD_ANY = 22;
/** The New transaction menu: each kind only to whom its page opens. */
/** The kinds the New menu offers, each to whom its codes allow; `firstStep` is the empty list's button. */
const NEW_ITEMS = [
  { label: 'Sale', firstStep: 'Record a sale', to: paths.createSalesTransaction, anyOf: [RECORD_ANY, 23] },
  { label: 'Purchase', firstStep: 'Record a purchase', to: paths.createPurchaseTransaction, anyOf: [RECORD_ANY, 25] },
  { label: 'Expense', firstStep: 'Record an expense', to: paths.createExpenseTransaction, anyOf: [RECORD_ANY, 24] },
  { label: 'Money in', firstStep: 'Record money in', to: paths.createMoneyInTransaction, anyOf: [RECORD_ANY, 27, 24] },
  { label: 'Money out', firstStep: 'Record money out', to: paths.createMoneyOutTransaction, anyOf: [RECORD_ANY, 26, 24] },
];

const PAGE_SIZE = 25;
/** A filter's width on a phone: two fields side by side in the filter row (its gap is `sm`). */
const HALF = 'calc(50% - var(--mantine-spacing-sm) / 2)';

/**
 * A product's opening stock is recorded as money in (the owner brings the goods in), but an owner who
 * sees 'Money in' beside it looks for cash that never came: the list names it for what it is.
 */
function typeLabel(transaction: { type: string; subtype?: string | null }): string {
  if (transaction.subtype === 'stock_introduced') return 'Opening stock';
  return TRANSACTION_TYPE_LABELS[transaction.type] ?? transaction.type;
}

const TYPE_COLORS: Record<string, string> = {
  sales: 'teal',
  purchases: 'indigo',
  expenses: 'orange',
  inflows: 'green',
  outflows: 'red',
  transfer: 'gray',
};

function readFilter(params: URLSearchParams): TransactionFilter {
  // An empty value in the address (?type=) is no filter, not a filter on nothing.
  const read = (name: string) => params.get(name) || undefined;
  return {
    type: read('type'),
    startDate: read('startDate'),
    endDate: read('endDate'),
    paymentMethod: read('paymentMethod'),
    staff: read('staff'),
    q: read('q'),
    page: Number(params.get('page') ?? '1') || 1,
    limit: Number(params.get('limit') ?? PAGE_SIZE) || PAGE_SIZE,
  };
}

/**
 * What a row is for: a transfer's two accounts by the names the API gives them ('Cash → GTBank', a
 * removed bank account's too; then its description), else its items, else its description, else its
 * kind of money in or out.
 */
function detailsOf({ items, description, subtype, accountName, toAccountName }: TransactionSummaryRow): string {
  if (toAccountName) return [`${accountName} → ${toAccountName}`, description].filter(Boolean).join(' · ');
  if (items?.length)
    return documentLines(items)
      .map((item) => `${item.name ?? item.description} × ${item.quantity}`)
      .join(', ');
  return description || (subtype ? sentence(subtype.replace(/_/g, ' ')) : '');
}

/** 'rent' → 'Rent': a category read as a word of the page, not as the key it is stored under. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The period the summary cards total, in words. */
function totalsPeriod(from: string | undefined, to: string | undefined): string {
  if (from && to) return `Totals from ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `Totals from ${formatDate(from)}`;
  if (to) return `Totals up to ${formatDate(to)}`;
  return 'Totals for all time';
}

function StatusBadge({ row }: { row: TransactionSummaryRow }) {
  const status = paymentStatus(row);
  if (!status) return null;
  return (
    <Badge color={status.color} variant="outline" radius="sm">
      {status.label}
    </Badge>
  );
}

function journalOf(type: string | undefined): string {
  return type === 'sales' || type === 'expenses' ? type : 'all';
}

export function TransactionsRoute() {
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [search, setSearch] = useState(filter.q ?? '');
  const [debouncedSearch] = useDebouncedValue(search, 350);
  const [transferOpen, setTransferOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const user = useCurrentUserInShell();
  const newItems = NEW_ITEMS.filter((item) => hasAnyCode(user, item.anyOf));
  // Import and transfers between accounts take code 22 alone (POST /transactions/bulk-import, /transaction/account-transfer).
  const mayRecordAny = hasAnyCode(user, [RECORD_ANY]);
  // An end date before the start: said beside the dates, and nothing asked of the API, which refuses it.
  const datesReversed = Boolean(filter.startDate && filter.endDate && filter.endDate < filter.startDate);
  const list = useTransactions(filter, !datesReversed);
  const { page: _page, limit: _limit, ...summaryFilter } = filter;
  const summary = useTransactionsSummary(summaryFilter, !datesReversed);
  const drawChart = useAfterPaint(!list.isPending);
  const accounts = usePaymentAccounts();
  const staff = useStaffOptions();
  // DataTable's own phone width: there each row is one compact card (phoneColumns).
  const narrow = useMediaQuery('(max-width: 36em)') === true;

  const update = (changes: Partial<Record<keyof TransactionFilter, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if ((debouncedSearch || undefined) !== filter.q) update({ q: debouncedSearch || undefined });
    // Only the debounced text drives the address.
  }, [debouncedSearch]);

  const columns = useMemo<Column<TransactionSummaryRow>[]>(
    () => [
      { id: 'date', accessorKey: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.date) },
      {
        id: 'reference',
        accessorKey: 'reference',
        header: 'Reference',
        cell: ({ row }) => (
          <Anchor component={Link} to={withParams(paths.transaction, { reference: row.original.reference })} fw={600} ff="monospace">
            {row.original.reference}
          </Anchor>
        ),
      },
      {
        id: 'type',
        accessorKey: 'type',
        header: 'Type',
        cell: ({ row }) => (
          <Badge variant="light" color={TYPE_COLORS[row.original.type] ?? 'gray'} radius="sm">
            {typeLabel(row.original)}
          </Badge>
        ),
      },
      {
        id: 'details',
        header: 'Details',
        enableSorting: false,
        meta: { wide: true },
        cell: ({ row }) => {
          const who = entityName(row.original.entity);
          return (
            <Stack gap={0} maw={320}>
              <Text size="sm" lineClamp={1}>
                {detailsOf(row.original) || '—'}
              </Text>
              {who && (
                <Text size="xs" c="dimmed">
                  {who}
                </Text>
              )}
            </Stack>
          );
        },
      },
      {
        id: 'account',
        accessorFn: (row) => row.accountName,
        header: 'Paid with',
        cell: ({ getValue }) => <Text size="sm">{String(getValue() ?? '')}</Text>,
      },
      {
        id: 'amount',
        accessorFn: (row) => Number(row.amount),
        header: 'Amount',
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Text size="sm" fw={600} td={row.original.status === 'voided' ? 'line-through' : undefined}>
            {money.format(row.original.amount)}
          </Text>
        ),
      },
      {
        id: 'balanceDue',
        accessorFn: (row) => Number(row.balanceDue),
        header: 'Owed',
        meta: { align: 'right' },
        cell: ({ row }) =>
          !new Decimal(row.original.balanceDue).isZero() ? (
            <Text size="sm" c="orange.8">
              {money.format(row.original.balanceDue)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ),
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge row={row.original} />,
      },
    ],
    [money],
  );

  // On a phone a row reads as in a banking app: reference and amount, date, type and status, then
  // what it was for and with whom; the owed amount only where something is owed.
  const phoneColumns = useMemo<Column<TransactionSummaryRow>[]>(
    () => [
      {
        id: 'transaction',
        header: 'Transaction',
        enableSorting: false,
        meta: { wide: true },
        cell: ({ row }) => {
          const transaction = row.original;
          const details = [detailsOf(transaction), entityName(transaction.entity)].filter(Boolean).join(' · ');
          const owed = new Decimal(transaction.balanceDue);
          return (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={withParams(paths.transaction, { reference: transaction.reference })} fw={600} ff="monospace" size="sm">
                  {transaction.reference}
                </Anchor>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} td={transaction.status === 'voided' ? 'line-through' : undefined}>
                  {money.format(transaction.amount)}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(transaction.date)}
                  </Text>
                  <Badge variant="light" color={TYPE_COLORS[transaction.type] ?? 'gray'} radius="sm" size="sm">
                    {typeLabel(transaction)}
                  </Badge>
                </Group>
                {!owed.isZero() && transaction.status !== 'voided' ? (
                  <Text size="xs" c="orange.8" style={{ whiteSpace: 'nowrap' }}>
                    {money.format(transaction.balanceDue)} owed
                  </Text>
                ) : (
                  <StatusBadge row={transaction} />
                )}
              </Group>
              {details && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {details}
                </Text>
              )}
            </Stack>
          );
        },
      },
    ],
    [money],
  );

  const journal = journalOf(filter.type);
  const exportHref = apiUrl('/transactions/export/csv', filterQuery(summaryFilter));
  const filtered = Boolean(filter.type || filter.startDate || filter.endDate || filter.paymentMethod || filter.staff || filter.q);

  // Transfers and other entries have a total of their own: filtered to them, the five would all read 0.00.
  const summaryCards =
    filter.type === 'transfer'
      ? [{ label: 'Transfers', value: summary.data?.transfers, color: 'gray' }]
      : filter.type === 'others'
        ? [{ label: 'Other', value: summary.data?.others, color: 'gray' }]
        : [
            { label: 'Sales', value: summary.data?.sales, color: 'teal' },
            { label: 'Purchases', value: summary.data?.purchases, color: 'indigo' },
            { label: 'Expenses', value: summary.data?.expenses, color: 'orange' },
            { label: 'Money in', value: summary.data?.inflows, color: 'green' },
            { label: 'Money out', value: summary.data?.outflows, color: 'red' },
          ];

  return (
    <>
      <PageHeader
        title={journal === 'sales' ? 'Sales journal' : journal === 'expenses' ? 'Expense journal' : 'Transactions'}
        description="Everything the business has recorded, newest first."
        actions={
          <>
            {mayRecordAny && (
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImportOpen(true)}>
                Import
              </Button>
            )}
            <Button variant="default" leftSection={<IconDownload size={16} />} component="a" href={exportHref} download>
              Export CSV
            </Button>
            {newItems.length > 0 && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
                    New transaction
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {newItems.map((item) => (
                    <Menu.Item key={item.to} component={Link} to={item.to}>
                      {item.label}
                    </Menu.Item>
                  ))}
                  {mayRecordAny && (
                    <Menu.Item leftSection={<IconArrowsLeftRight size={14} />} onClick={() => setTransferOpen(true)}>
                      Transfer between accounts
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </>
        }
      />

      {/* What the totals cover: the filter's dates, or all time (the chart below shows 30 days without them). */}
      <Text size="xs" c="dimmed" mb={6} data-testid="summary-period">
        {totalsPeriod(filter.startDate, filter.endDate)}
        {summary.data && !datesReversed ? ` · ${formatNumber(summary.data.count)} ${summary.data.count === 1 ? 'transaction' : 'transactions'}` : ''}
      </Text>
      {/* Two columns on a phone, in small type: the five figures take three short rows, not a screen. */}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }} verticalSpacing={{ base: 'xs', sm: 'md' }} mb="md">
        {summaryCards.map((card) => (
          <Paper
            key={card.label}
            withBorder
            px="sm"
            py={{ base: 6, sm: 'sm' }}
            radius="md"
            style={{ borderLeft: `4px solid var(--mantine-color-${card.color}-6)` }}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {card.label}
            </Text>
            <Text fw={700} fz={{ base: 'sm', sm: 'lg' }} style={{ overflowWrap: 'anywhere' }}>
              {datesReversed ? '—' : summary.data ? money.format(card.value ?? '0') : summary.isError ? '—' : '…'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <TransactionsGraph filter={{ type: filter.type, startDate: filter.startDate, endDate: filter.endDate }} drawChart={drawChart} />

      <Paper withBorder radius="md" p="md">
        <Tabs
          value={journal}
          onChange={(value) => update(value === 'all' ? { type: undefined, limit: undefined } : { type: value ?? undefined, limit: String(PAGE_SIZE) })}
          mb="md"
        >
          {/* One line that scrolls on a phone, rather than a tab alone on a second line. */}
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}>
            <Tabs.Tab value="all">All transactions</Tabs.Tab>
            <Tabs.Tab value="sales">Sales journal</Tabs.Tab>
            <Tabs.Tab value="expenses">Expense journal</Tabs.Tab>
          </Tabs.List>
        </Tabs>

        {/* On a phone the search takes the width and the other fields go two by two. */}
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Reference, description or contact"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            label="Type"
            placeholder="All types"
            clearable
            data={TRANSACTION_TYPE_FILTERS}
            value={filter.type ?? null}
            onChange={(value) => update({ type: value ?? undefined })}
            w={{ base: HALF, xs: 160 }}
          />
          <IsoDateInput
            label="From"
            value={filter.startDate ?? ''}
            onChange={(value) => update({ startDate: value || undefined })}
            clearable
            w={{ base: HALF, xs: 150 }}
          />
          <IsoDateInput
            label="To"
            value={filter.endDate ?? ''}
            onChange={(value) => update({ endDate: value || undefined })}
            clearable
            w={{ base: HALF, xs: 150 }}
            error={datesReversed ? 'On or after the start date' : undefined}
          />
          <Select
            label="Payment method"
            placeholder="Any"
            clearable
            data={(accounts.data?.accounts ?? []).map((account) => ({ value: account.id === 'cash' ? 'Cash' : account.id, label: account.name }))}
            value={filter.paymentMethod ?? null}
            onChange={(value) => update({ paymentMethod: value ?? undefined })}
            w={{ base: HALF, xs: 180 }}
          />
          {staff.data && staff.data.length > 1 && (
            <Select
              label="Staff"
              placeholder="Anyone"
              clearable
              data={staff.data}
              value={filter.staff ?? null}
              onChange={(value) => update({ staff: value ?? undefined })}
              w={{ base: HALF, xs: 180 }}
            />
          )}
          {filtered && (
            <Button
              variant="subtle"
              onClick={() => {
                setSearch('');
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              Clear filters
            </Button>
          )}
        </Group>

        <DataTable
          label="Transactions"
          stackOnPhone
          columns={narrow ? phoneColumns : columns}
          rows={datesReversed ? [] : list.data?.data}
          loading={!datesReversed && list.isPending}
          error={datesReversed ? null : list.error}
          onRetry={() => void list.refetch()}
          rowKey={(row) => row.id}
          page={list.data?.page ?? filter.page}
          totalPages={datesReversed ? undefined : list.data?.totalPages}
          total={datesReversed ? undefined : list.data?.total}
          onPage={(page) => update({ page: String(page) })}
          empty={
            <Stack align="center" gap="xs">
              <Text fw={600}>
                {datesReversed ? 'The end date is before the start date' : filtered ? 'No transaction matches this filter' : 'No transactions yet'}
              </Text>
              <Text size="sm" c="dimmed">
                {datesReversed
                  ? 'Pick an end date on or after the start date.'
                  : filtered
                    ? 'Change or clear the filter to see more.'
                    : newItems.length > 0
                      ? 'Record your first sale, purchase or expense to see it here.'
                      : 'Sales, purchases and expenses your team records show here.'}
              </Text>
              {!filtered && newItems.length > 0 && (
                <Button component={Link} to={newItems[0].to} mt="xs">
                  {newItems[0].firstStep}
                </Button>
              )}
            </Stack>
          }
        />
      </Paper>

      <TransferModal opened={transferOpen} onClose={() => setTransferOpen(false)} />
      <ImportModal opened={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
