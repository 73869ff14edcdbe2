// Archives (002 §2 "archives for entities, products and transactions"): archived products, services
// and contacts, with Restore, and voided transactions (a void is final: listed, not restorable).

import { Alert, Button, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { ApiError } from '../../../lib/api-client.js';
import { formatDate } from '../../../lib/date.js';
import { paths } from '../../../lib/paths.js';
import { formatMoney } from '../../../lib/money.js';
import { SettingsPage } from '../../../components/settings-page.js';
import {
  ARCHIVE_PAGE_SIZE,
  useArchive,
  useRestore,
  type ArchivedContact,
  type ArchivedProduct,
  type ArchiveType,
  type VoidedTransaction,
} from '../manage-account-api.js';
import { TRANSACTION_TYPE_LABELS } from '../../../lib/transaction-types.js';

const TABS: { value: ArchiveType; label: string; empty: string }[] = [
  { value: 'products', label: 'Products', empty: 'No archived products. Products you archive show here, ready to restore.' },
  { value: 'services', label: 'Services', empty: 'No archived services. Services you archive show here, ready to restore.' },
  { value: 'contacts', label: 'Contacts', empty: 'No archived contacts. Contacts you archive show here, ready to restore.' },
  { value: 'transactions', label: 'Transactions', empty: 'No voided transactions.' },
];

function RestoreButton({ type, id, name }: { type: Exclude<ArchiveType, 'transactions'>; id: string; name: string }) {
  const restore = useRestore();
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={`Restore ${name}`}
      loading={restore.isPending}
      disabled={restore.isPending}
      onClick={() => restore.mutate({ type, id })}
    >
      Restore
    </Button>
  );
}

// Dates sort by their ISO value and show DD/MM/YYYY; on a phone each row is a card, the name across
// it and Restore at its foot.
const productColumns = (type: 'products' | 'services'): Column<ArchivedProduct>[] => [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name, meta: { wide: true } },
  { id: 'sku', header: 'SKU', accessorFn: (row) => row.sku },
  { id: 'archivedAt', header: 'Archived', accessorFn: (row) => row.archivedAt, cell: ({ row }) => formatDate(row.original.archivedAt) },
  {
    id: 'restore',
    header: '',
    enableSorting: false,
    meta: { actions: true },
    cell: ({ row }) => <RestoreButton type={type} id={row.original.id} name={row.original.name} />,
  },
];

const contactColumns: Column<ArchivedContact>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.fullName, meta: { wide: true } },
  { id: 'email', header: 'E-mail', accessorFn: (row) => row.email ?? '—' },
  { id: 'archivedAt', header: 'Archived', accessorFn: (row) => row.archivedAt, cell: ({ row }) => formatDate(row.original.archivedAt) },
  {
    id: 'restore',
    header: '',
    enableSorting: false,
    meta: { actions: true },
    cell: ({ row }) => <RestoreButton type="contacts" id={row.original._id} name={row.original.fullName} />,
  },
];

const transactionColumns: Column<VoidedTransaction>[] = [
  { id: 'date', header: 'Date', accessorFn: (row) => row.date, cell: ({ row }) => formatDate(row.original.date) },
  { id: 'reference', header: 'Reference', accessorFn: (row) => row.reference },
  { id: 'type', header: 'Type', accessorFn: (row) => TRANSACTION_TYPE_LABELS[row.type] ?? row.type },
  // Money is a decimal string: not sorted as text ('₦900' after '₦1,000').
  { id: 'amount', header: 'Amount', enableSorting: false, accessorFn: (row) => formatMoney(row.amount, row.currency), meta: { align: 'right' } },
];

function ArchiveTable({ type, empty }: { type: ArchiveType; empty: string }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const archive = useArchive(type, page, q);
  const shared = {
    loading: archive.isPending,
    error: archive.isError ? archive.error : null,
    onRetry: () => void archive.refetch(),
    empty: <Text c="dimmed">{q.trim() ? 'Nothing archived matches your search.' : empty}</Text>,
    page,
    total: archive.data?.total,
    pageSize: ARCHIVE_PAGE_SIZE,
    onPage: setPage,
    minWidth: 560,
    stackOnPhone: true,
  };
  const label = `Archived ${type}`;
  // Products, services and contacts are archived under the catalogue's plan feature: on a plan
  // without it, say so and show the way to the plans, not 'Could not load this list'.
  if (archive.error instanceof ApiError && archive.error.code === 'PLAN_FEATURE_UNAVAILABLE') {
    return (
      <Alert color="blue" variant="light" title={`Archived ${type} are not on your plan`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{archive.error.message}</Text>
          <Button component={Link} to={paths.plan} size="xs">
            See the plans
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <TextInput
        label="Search"
        placeholder={type === 'transactions' ? 'Search by reference or description' : 'Search by name'}
        maw={320}
        mb="sm"
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          setPage(1);
        }}
      />
      {type === 'contacts' ? (
        <DataTable label={label} columns={contactColumns} rows={archive.data?.data as ArchivedContact[] | undefined} rowKey={(row) => row._id} {...shared} />
      ) : type === 'transactions' ? (
        <DataTable
          label={label}
          columns={transactionColumns}
          rows={archive.data?.data as VoidedTransaction[] | undefined}
          rowKey={(row) => row.id}
          {...shared}
        />
      ) : (
        <DataTable
          label={label}
          columns={productColumns(type)}
          rows={archive.data?.data as ArchivedProduct[] | undefined}
          rowKey={(row) => row.id}
          {...shared}
        />
      )}
    </>
  );
}

export default function ArchivesRoute() {
  const [tab, setTab] = useState<ArchiveType>('products');
  return (
    <SettingsPage title="Archives" description="What was archived or voided stays in the history; restore brings a product or contact back.">
      {/* One bordered card for the list (docs/web.md), its tabs underlined under the settings pages' pills. */}
      <Paper withBorder p="md">
        <Tabs value={tab} onChange={(value) => value && setTab(value as ArchiveType)}>
          {/* One row that scrolls sideways on a phone rather than a fourth tab alone on a second line. */}
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {TABS.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((entry) => (
            <Tabs.Panel key={entry.value} value={entry.value}>
              {tab === entry.value && <ArchiveTable type={entry.value} empty={entry.empty} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </SettingsPage>
  );
}
