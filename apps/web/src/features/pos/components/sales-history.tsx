import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { useSalesHistory, type PosSale } from '../api/sales.js';
import { isTillPlanLocked, TillPlanLocked } from './till-plan-locked.js';

const PAGE_SIZE = 25;

/**
 * Sales at the counter, newest first, 25 a page, each with its receipt; on a phone each sale a card.
 * Amounts in the sale's own currency: the till works offline, without the business's settings.
 */
export function SalesHistory() {
  const [page, setPage] = useState(1);
  const history = useSalesHistory(page);
  const columns = useMemo<Column<PosSale>[]>(
    () => [
      { id: 'date', header: 'Date', accessorFn: (sale) => sale.date, cell: ({ row }) => formatIsoDate(row.original.date) },
      {
        id: 'reference',
        header: 'Reference',
        accessorFn: (sale) => sale.reference,
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" ff="monospace" fw={600}>
              {row.original.reference}
            </Text>
            {row.original.voided ? (
              <Badge color="red" variant="outline" radius="sm">
                Void
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'items',
        header: 'Items',
        enableSorting: false,
        meta: { wide: true },
        cell: ({ row }) => (
          <Text size="sm" lineClamp={2}>
            {row.original.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
          </Text>
        ),
      },
      { id: 'customer', header: 'Customer', accessorFn: (sale) => sale.customer?.name ?? '', cell: ({ getValue }) => String(getValue() || 'Walk-in') },
      {
        id: 'amount',
        header: 'Amount',
        accessorFn: (sale) => Number(sale.amount),
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Text size="sm" fw={600} td={row.original.voided ? 'line-through' : undefined}>
            {formatMoney(row.original.amount, row.original.currency)}
          </Text>
        ),
      },
      { id: 'paid', header: 'Paid by', enableSorting: false, cell: ({ row }) => row.original.paidBy },
      {
        id: 'receipt',
        header: 'Receipt',
        enableSorting: false,
        cell: ({ row }) => (
          <Anchor component={Link} to={`/pos/sales/${row.original.id}/receipt`} size="sm">
            Receipt
          </Anchor>
        ),
      },
    ],
    [],
  );
  return (
    <Stack>
      <Title order={2}>Sales history</Title>
      {isTillPlanLocked(history.error) ? (
        <TillPlanLocked />
      ) : (
        <DataTable
          label="Sales history"
          stackOnPhone
          columns={columns}
          rows={history.data?.rows}
          loading={history.isPending}
          error={history.error}
          onRetry={() => void history.refetch()}
          rowKey={(sale) => sale.id}
          page={page}
          total={history.data?.total}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          empty={
            <Text c="dimmed" size="sm">
              No sales at the counter yet.
            </Text>
          }
        />
      )}
    </Stack>
  );
}
