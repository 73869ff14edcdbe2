import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { useSalesHistory } from '../api/sales.js';

/** Sales at the counter, newest first, 25 a page, each with its receipt. */
export function SalesHistory() {
  const [page, setPage] = useState(1);
  const history = useSalesHistory(page);
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / 25));
  return (
    <Stack>
      <Title order={2}>Sales history</Title>
      {history.isPending ? <Loader aria-label="Loading sales" /> : null}
      {history.isError ? <Alert color="red">Sales could not be loaded: {history.error.message}</Alert> : null}
      {history.data && history.data.rows.length === 0 ? <Text c="dimmed">No sales at the counter yet.</Text> : null}
      {history.data && history.data.rows.length > 0 ? (
        <Table striped aria-label="Sales history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Items</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Paid</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.rows.map((sale) => (
              <Table.Tr key={sale.id}>
                <Table.Td>{formatIsoDate(sale.date)}</Table.Td>
                <Table.Td>
                  {sale.reference} {sale.voided ? <Badge color="red">Voided</Badge> : null}
                </Table.Td>
                <Table.Td>{sale.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Table.Td>
                <Table.Td>{sale.customer?.name ?? '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(sale.amount)}
                </Table.Td>
                <Table.Td>{sale.account.kind === 'cash' ? 'Cash' : 'Transfer'}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/pos/sales/${sale.id}/receipt`}>
                    Receipt
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Group>
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <Text size="sm">
          Page {page} of {pages}
        </Text>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
