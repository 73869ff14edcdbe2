import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { hasAnyCode, isMicroPlan } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { displayDate, formatAmount } from '../../../lib/format.js';
import { paths, withParams } from '../../../lib/paths.js';
import {
  PAGE_SIZE,
  useArchiveContact,
  useContact,
  useContactDocuments,
  useContactTransactions,
  type ContactDocument,
  type ContactTransaction,
  type DateRange,
} from '../api/contacts.api.js';
import { KindBadges } from '../components/kind-badges.js';
import { UpgradeModal } from '../components/upgrade-modal.js';
import { contactPaths } from '../paths.js';

const EDIT_ENTITY = 35;
const DELETE_ENTITY = 39;

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

const statusBadge = (status: string) => (
  <Badge
    variant="light"

    color={status === 'voided' || status === 'void' ? 'red' : status === 'paid' || status === 'posted' ? 'green' : 'blue'}
  >
    {status}
  </Badge>
);

const TRANSACTION_COLUMNS: Column<ContactTransaction>[] = [
  { accessorKey: 'date', header: 'Date', cell: ({ getValue }) => displayDate(getValue() as string) },
  { accessorKey: 'reference', header: 'Reference' },
  {
    accessorKey: 'type',
    header: 'Type',
    cell: ({ getValue }) => (
      <Text size="sm" tt="capitalize">
        {getValue() as string}
      </Text>
    ),
  },
  { accessorKey: 'description', header: 'Description', cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
  { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => formatAmount(row.original.amount, row.original.currency), meta: { align: 'right' } },
  {
    accessorKey: 'balanceDue',
    header: 'Balance due',
    cell: ({ row }) => formatAmount(row.original.balanceDue, row.original.currency),
    meta: { align: 'right' },
  },
  { accessorKey: 'status', header: 'Status', cell: ({ getValue }) => statusBadge(getValue() as string) },
];

const INVOICE_COLUMNS: Column<ContactDocument>[] = [
  { accessorKey: 'date', header: 'Date', cell: ({ getValue }) => displayDate(getValue() as string) },
  { accessorKey: 'reference', header: 'Invoice' },
  { accessorKey: 'dueDate', header: 'Due', cell: ({ getValue }) => displayDate(getValue() as string | null) || '—' },
  { accessorKey: 'total', header: 'Total', cell: ({ row }) => formatAmount(row.original.total, row.original.currency), meta: { align: 'right' } },
  {
    accessorKey: 'balance',
    header: 'Balance',
    cell: ({ row }) => formatAmount('balance' in row.original ? row.original.balance : undefined, row.original.currency),
    meta: { align: 'right' },
  },
  { accessorKey: 'status', header: 'Status', cell: ({ getValue }) => statusBadge(getValue() as string) },
];

const QUOTATION_COLUMNS: Column<ContactDocument>[] = [
  { accessorKey: 'date', header: 'Date', cell: ({ getValue }) => displayDate(getValue() as string) },
  { accessorKey: 'reference', header: 'Quotation' },
  { accessorKey: 'expiryDate', header: 'Expires', cell: ({ getValue }) => displayDate(getValue() as string | null) || '—' },
  { accessorKey: 'status', header: 'Status', cell: ({ getValue }) => statusBadge(getValue() as string) },
];

type Tab = 'transactions' | 'invoices' | 'quotations';

/** One of the three lists of the contact, between the chosen dates, paged by the server. */
function ContactList({ id, tab, range, locked }: { id: string; tab: Tab; range: DateRange; locked: boolean }) {
  const [page, setPage] = useState(1);
  const transactions = useContactTransactions(id, page, range);
  const documents = useContactDocuments(tab === 'quotations' ? 'quotations' : 'invoices', id, page, range, tab !== 'transactions' && !locked);
  const query = tab === 'transactions' ? transactions : documents;
  const rows = (query.data?.data ?? []) as (ContactTransaction & ContactDocument)[];
  const noun = tab === 'transactions' ? 'transactions' : tab;
  const navigate = useNavigate();
  // Each row opens what it stands for: a transaction by its reference, an invoice or quotation by its id.
  const open = (row: ContactTransaction & ContactDocument) =>
    navigate(
      tab === 'transactions'
        ? withParams(paths.transaction, { reference: row.reference })
        : withParams(tab === 'invoices' ? paths.invoice : paths.quotation, { id: row.id }),
    );
  if (locked) return <Text c="dimmed">Quotations are not available on the free plan. Upgrade to unlock!</Text>;
  return (
    <QueryState
      label={`Loading ${noun}…`}
      isLoading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={rows.length === 0}
      empty={range.startDate || range.endDate ? `No ${noun} with this contact between these dates.` : `No ${noun} with this contact yet.`}
    >
      <DataTable
        label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} with this contact`}
        rows={rows}
        columns={
          (tab === 'transactions' ? TRANSACTION_COLUMNS : tab === 'invoices' ? INVOICE_COLUMNS : QUOTATION_COLUMNS) as Column<
            ContactTransaction & ContactDocument
          >[]
        }
        onRowClick={open}
        page={page}
        total={query.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        minWidth={640}
        stackOnPhone
      />
    </QueryState>
  );
}

/** Entity (/entities/{id}): the contact's details, and their transactions, invoices and quotations between dates. */
export function ContactDetailsPage() {
  const { id = '' } = useParams();
  const user = useCurrentUserInShell();
  const micro = isMicroPlan(user);
  const contact = useContact(id);
  const [range, setRange] = useState<DateRange>({ startDate: '', endDate: '' });
  const [tab, setTab] = useState<Tab>('transactions');
  const [upgrade, setUpgrade] = useState(false);
  const archive = useArchiveContact(contact.data?.archived ? 'restore' : 'archive');
  const item = contact.data;
  const address = item ? [item.address1, item.address2, item.city, item.state, item.postCode, item.country].filter(Boolean).join(', ') : '';
  const rangeError = range.startDate && range.endDate && range.startDate > range.endDate ? 'The end date is before the start date' : undefined;
  const shownRange = rangeError ? { startDate: range.startDate, endDate: '' } : range;

  const actions = item && (
    <>
      {hasAnyCode(user, [EDIT_ENTITY]) &&
        (micro ? (
          <Button variant="default" onClick={() => setUpgrade(true)}>
            Edit 🔒
          </Button>
        ) : (
          <Button variant="default" component={Link} to={contactPaths.edit(id)}>
            Edit
          </Button>
        ))}
      {hasAnyCode(user, [DELETE_ENTITY]) && (
        <Button
          variant="light"
          color={item.archived ? 'green' : 'red'}
          loading={archive.isPending}
          onClick={() => {
            if (micro) return setUpgrade(true);
            const run = () =>
              archive.mutate(id, {
                onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message ?? 'Done' }),
                onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
              });
            // Archiving takes the contact out of the lists and the sale and invoice searches: asked first, as for a product.
            if (item.archived) return run();
            modals.openConfirmModal({
              title: `Archive ${item.fullName}?`,
              children: (
                <Text size="sm">
                  They leave your contact lists and searches. Their transactions and the books stay as they are, and you can restore them from Archived
                  contacts.
                </Text>
              ),
              labels: { confirm: 'Archive', cancel: 'Keep them' },
              confirmProps: { color: 'red' },
              onConfirm: run,
            });
          }}
        >
          {item.archived ? 'Restore' : 'Archive'}
        </Button>
      )}
    </>
  );

  return (
    <Stack>
      <PageHeader
        trail={[
          { label: 'Contacts', to: contactPaths.hub },
          { label: 'All contacts', to: contactPaths.list() },
        ]}
        title={item?.fullName ?? 'Contact'}
        description={item?.company ?? undefined}
        actions={actions}
      />
      <QueryState
        label="Loading the contact…"
        isLoading={contact.isLoading}
        error={contact.error}
        onRetry={() => void contact.refetch()}
        isEmpty={!item}
        empty="Not found."
      >
        {item && (
          <Card withBorder radius="md" padding="lg">
            <Group gap="xs">
              <KindBadges kinds={item.kinds} />
              {item.archived && (
                <Badge color="gray" variant="filled">
                  Archived
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
              <Field label="Email" value={item.email} />
              <Field label="Phone" value={item.phone} />
              <Field label="Website" value={item.website} />
              <Field label="Address" value={address} />
              <Field label="Added" value={displayDate(item.createdAt)} />
            </SimpleGrid>
            {item.description && (
              <Text mt="md" c="dimmed">
                {item.description}
              </Text>
            )}
          </Card>
        )}
      </QueryState>
      {/* The lists only once the contact is there: an unknown contact has one message, not two. */}
      {item && (
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" mb="sm" gap="sm">
            <IsoDateInput label="From" clearable w={170} value={range.startDate} onChange={(startDate) => setRange((r) => ({ ...r, startDate }))} />
            <IsoDateInput label="To" clearable w={170} value={range.endDate} onChange={(endDate) => setRange((r) => ({ ...r, endDate }))} error={rangeError} />
          </Group>
          <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'transactions')} keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
              <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
              <Tabs.Tab value="quotations">Quotations{micro ? ' 🔒' : ''}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value={tab}>
              <ContactList
                key={`${tab}-${shownRange.startDate}-${shownRange.endDate}`}
                id={id}
                tab={tab}
                range={shownRange}
                locked={tab === 'quotations' && micro}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
      <UpgradeModal opened={upgrade} onClose={() => setUpgrade(false)} />
    </Stack>
  );
}
