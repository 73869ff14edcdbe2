// The payments made for the business's plan (GET /payment/history), newest first, 25 a page.

import { Badge, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table.js';
import { formatDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { cardLabel } from '../pricing.js';
import { HISTORY_PAGE_SIZE, usePaymentHistory, type PaymentRecord } from '../api.js';

const columns: Column<PaymentRecord>[] = [
  { id: 'date', header: 'Date', accessorFn: (row) => row.paidAt, cell: ({ row }) => formatDate(row.original.paidAt) },
  { id: 'description', header: 'Description', accessorFn: (row) => row.description, meta: { wide: true } },
  // A decimal string in the payment's currency: not sorted as text.
  { id: 'amount', header: 'Amount', enableSorting: false, accessorFn: (row) => formatMoney(row.amount, row.currency), meta: { align: 'right' } },
  { id: 'card', header: 'Card', accessorFn: (row) => (row.card ? cardLabel(row.card) : '—') },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => (row.refunded ? 'Refunded' : 'Paid'),
    cell: ({ row }) =>
      row.original.refunded ? (
        <Badge color="gray" variant="light">
          Refunded
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          Paid
        </Badge>
      ),
  },
];

export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        Payment history
      </Title>
      <DataTable
        label="Payment history"
        columns={columns}
        rows={history.data?.data}
        rowKey={(row) => row.reference}
        loading={history.isPending}
        error={history.isError ? history.error : null}
        onRetry={() => void history.refetch()}
        empty={<Text c="dimmed">No payments yet. Payments for your plan, extra users and card changes show here.</Text>}
        page={page}
        total={history.data?.total}
        pageSize={HISTORY_PAGE_SIZE}
        onPage={setPage}
        minWidth={640}
        stackOnPhone
      />
    </Paper>
  );
}
