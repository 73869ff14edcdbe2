import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { displayDate, formatAmount } from '../../../lib/format.js';
import { PAGE_SIZE, useOrders, type PurchaseOrder } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { StatusBadge } from '../components/status-badge.js';
import { inventoryPaths } from '../paths.js';

const COLUMNS: Column<PurchaseOrder>[] = [
  {
    accessorKey: 'number',
    header: 'Number',
    cell: ({ getValue }) => (
      <Text fw={500} size="sm">
        {getValue() as string}
      </Text>
    ),
  },
  { accessorKey: 'date', header: 'Date', cell: ({ getValue }) => displayDate(getValue() as string) },
  { id: 'supplier', header: 'Supplier', accessorFn: (row) => row.supplier?.name ?? '', cell: ({ row }) => row.original.supplier?.name ?? '—' },
  { accessorKey: 'expectedDate', header: 'Expected', cell: ({ getValue }) => displayDate(getValue() as string | null) },
  { accessorKey: 'total', header: 'Total', cell: ({ row }) => formatAmount(row.original.total, row.original.currency), meta: { align: 'right' } },
  { accessorKey: 'status', header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue() as string} /> },
];

const STATUSES = [
  { value: '', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'partly_received', label: 'Partly received' },
  { value: 'received', label: 'Received' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** PurchaseOrders: what the business asked its suppliers for. */
export function PurchaseOrdersPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const orders = useOrders(page, status);
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.hub, label: 'Products & Services' }]}
        title="Purchase orders"
        description="Orders post nothing: your books move when the goods arrive."
        actions={
          <Button component={Link} to={inventoryPaths.createOrder}>
            New purchase order
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <Select
            aria-label="Status"
            data={STATUSES}
            value={status}
            onChange={(value) => {
              setStatus(value ?? '');
              setPage(1);
            }}
            allowDeselect={false}
            w={200}
          />
        </Group>
        <DataTable
          label="Purchase orders"
          columns={COLUMNS}
          rows={orders.data?.data}
          loading={orders.isLoading}
          error={orders.error}
          onRetry={() => void orders.refetch()}
          empty={status ? 'No purchase orders with this status.' : 'No purchase orders yet. Raise one with “New purchase order”.'}
          rowKey={(row) => row._id}
          onRowClick={(row) => navigate(inventoryPaths.order(row._id))}
          page={page}
          total={orders.data?.total}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          minWidth={640}
          stackOnPhone
        />
      </Paper>
    </Stack>
  );
}
