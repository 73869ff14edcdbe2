import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { displayDate } from '../../../lib/format.js';
import { PAGE_SIZE, useTransfers, type StockTransfer } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { StatusBadge } from '../components/status-badge.js';
import { inventoryPaths } from '../paths.js';
import { Money } from '../../../lib/money-context.js';

const COLUMNS: Column<StockTransfer>[] = [
  {
    accessorKey: 'reference',
    header: 'Reference',
    cell: ({ getValue }) => (
      <Text fw={500} size="sm">
        {getValue() as string}
      </Text>
    ),
  },
  { accessorKey: 'date', header: 'Date', cell: ({ getValue }) => displayDate(getValue() as string) },
  {
    id: 'party',
    header: 'From / to',
    accessorFn: (row) => (row.direction === 'out' ? row.destination.name : row.source.name),
    cell: ({ row }) => (row.original.direction === 'out' ? `To ${row.original.destination.name}` : `From ${row.original.source.name}`),
  },
  {
    id: 'products',
    header: 'Products',
    meta: { wide: true },
    accessorFn: (row) => row.items.length,
    cell: ({ row }) => row.original.items.map((item) => item.name).join(', '),
  },
  { accessorKey: 'amount', header: 'Value', cell: ({ getValue }) => <Money amount={getValue() as string | null} />, meta: { align: 'right' } },
  { accessorKey: 'status', header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue() as string} /> },
];

/** StockTransfers: transfers out of and into this business, newest first. */
export function StockTransfersPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<'' | 'in' | 'out'>('');
  const transfers = useTransfers(page, direction);
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.hub, label: 'Products & Services' }]}
        title="Stock transfers"
        description="Goods moved between your businesses, at their cost."
        actions={
          <Button component={Link} to={inventoryPaths.createTransfer}>
            Transfer stock
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SegmentedControl
            aria-label="Direction"
            value={direction}
            onChange={(value) => {
              setDirection(value as '' | 'in' | 'out');
              setPage(1);
            }}
            data={[
              { value: '', label: 'All' },
              { value: 'out', label: 'Sent' },
              { value: 'in', label: 'Received' },
            ]}
          />
        </Group>
        <DataTable
          label="Stock transfers"
          columns={COLUMNS}
          rows={transfers.data?.data}
          loading={transfers.isLoading}
          error={transfers.error}
          onRetry={() => void transfers.refetch()}
          empty="No stock transfers yet. Move goods to another of your businesses with “Transfer stock”."
          rowKey={(row) => row._id}
          onRowClick={(row) => navigate(inventoryPaths.transfer(row._id))}
          page={page}
          total={transfers.data?.total}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          minWidth={640}
          stackOnPhone
        />
      </Paper>
    </Stack>
  );
}
