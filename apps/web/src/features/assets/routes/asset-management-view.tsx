import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { StatCard } from '../../../components/stat-card.js';
import { useAssets, useAssetSummary, type Asset } from '../api/assets.api.js';
import { formatAmount } from '../../../lib/format.js';
import { assetPaths } from '../paths.js';
import { Money } from '../../../lib/money-context.js';

const PAGE_SIZE = 25;

const COLUMNS: Column<Asset>[] = [
  {
    accessorKey: 'tag',
    header: 'Tag',
    cell: ({ row }) => (
      <Anchor component={Link} to={assetPaths.details(row.original._id)} size="sm" fw={500}>
        {row.original.tag}
      </Anchor>
    ),
  },
  { accessorKey: 'name', header: 'Name', meta: { wide: true } },
  { accessorKey: 'category', header: 'Category' },
  { accessorKey: 'qty_in_stock', header: 'Quantity', meta: { align: 'right' } },
  {
    accessorKey: 'purchasePrice',
    header: 'Purchase price',
    cell: ({ row }) => formatAmount(row.original.purchasePrice, row.original.currency),
    meta: { align: 'right' },
  },
  {
    accessorKey: 'netBookValue',
    header: 'Net book value',
    cell: ({ row }) => formatAmount(row.original.netBookValue, row.original.currency),
    meta: { align: 'right' },
  },
];

/** AssetManagementView: the summary figures and the table of assets; each tag links to its details. */
export function AssetManagementViewPage() {
  const [page, setPage] = useState(1);
  const summary = useAssetSummary();
  const assets = useAssets(page);
  const rows = assets.data?.data ?? [];
  return (
    <Stack>
      <PageHeader
        back={{ to: assetPaths.hub, label: 'Asset Management' }}
        title="Assets"
        subtitle="What the business owns for its own use, at cost and at book value."
      />
      {summary.isLoading ? (
        <Skeleton height={96} radius="md" />
      ) : summary.isError ? (
        <Alert color="red">The summary could not be loaded.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <StatCard label="Units held" value={summary.data?.totalQuantity} />
          <StatCard label="Cost" value={<Money amount={summary.data?.totalPurchaseCost} />} />
          <StatCard label="Net book value" value={<Money amount={summary.data?.totalPurchaseValue} />} />
        </SimpleGrid>
      )}
      <Paper withBorder p="md" radius="md">
        <QueryState
          label="Loading assets…"
          isLoading={assets.isLoading}
          error={assets.error}
          onRetry={() => void assets.refetch()}
          isEmpty={rows.length === 0}
          empty="No assets yet. Create one from Asset Management."
        >
          <DataTable
            label="Assets"
            rows={rows}
            columns={COLUMNS}
            page={page}
            total={assets.data?.total ?? 0}
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
