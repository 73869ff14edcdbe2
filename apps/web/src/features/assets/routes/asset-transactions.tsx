import { Anchor, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { useAssetTransactions, type AssetTransaction } from '../api/assets.api.js';
import { displayDate } from '../../../lib/format.js';
import { assetPaths } from '../paths.js';
import { Money } from '../../../lib/money-context.js';

const PAGE_SIZE = 25;

const COLUMNS: Column<AssetTransaction>[] = [
  { accessorKey: 'date', header: 'Date', cell: ({ row }) => displayDate(row.original.date) },
  {
    accessorKey: 'reference',
    header: 'Reference',
    cell: ({ row }) => (
      <Anchor component={Link} to={assetPaths.transaction(row.original.reference)} size="sm" fw={500}>
        {row.original.reference}
      </Anchor>
    ),
  },
  { accessorKey: 'type', header: 'Type', cell: ({ row }) => (row.original.type === 'asset_buy' ? 'Bought' : 'Sold') },
  { accessorKey: 'entityName', header: 'Contact', cell: ({ row }) => row.original.entityName ?? '', meta: { wide: true } },
  { accessorKey: 'description', header: 'Description', cell: ({ row }) => row.original.description ?? '' },
  { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => <Money amount={row.original.amount} />, meta: { align: 'right' } },
];

/** Asset Transactions: every asset purchase and sale; each row links to its transaction by reference. */
export function AssetTransactionsPage() {
  const [page, setPage] = useState(1);
  const transactions = useAssetTransactions(page);
  const rows = transactions.data?.data ?? [];
  return (
    <Stack>
      <PageHeader back={{ to: assetPaths.hub, label: 'Asset Management' }} title="Asset Transactions" subtitle="Every purchase and sale of an asset." />
      <Paper withBorder p="md" radius="md">
        <QueryState
          label="Loading asset transactions…"
          isLoading={transactions.isLoading}
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
          isEmpty={rows.length === 0}
          empty="No asset purchases or sales yet."
        >
          <DataTable
            label="Asset transactions"
            rows={rows}
            columns={COLUMNS}
            rowKey={(row) => row._id}
            page={page}
            total={transactions.data?.total ?? 0}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            minWidth={640}
            stackOnPhone
          />
        </QueryState>
      </Paper>
    </Stack>
  );
}
