import { Button, Card, Group, Pagination, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { useSummary } from '../api/invoices-api.js';
import { QueryState, StatusBadge } from '../components/document-view.js';

/** /invoice/summary: counts and totals by status, and the list with filters. */
export function InvoiceSummaryPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const summary = useSummary({ status, q, page });
  const data = summary.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Invoices</Title>
        <Group>
          <Button variant="default" component={Link} to="/invoice/customize">
            Customize
          </Button>
          <Button component={Link} to="/create-invoice">
            New invoice
          </Button>
        </Group>
      </Group>
      <QueryState isLoading={summary.isLoading} error={summary.error}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {data?.byStatus.map((row) => (
            <Card key={row.status} withBorder data-testid={`status-${row.status}`}>
              <Text tt="capitalize" c="dimmed" size="sm">
                {row.status === 'approved' ? 'Unpaid' : row.status}
              </Text>
              <Text fw={700} size="xl">
                {row.count}
              </Text>
              <Text size="sm">{formatMoney(row.status === 'approved' ? row.balance : row.total)}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group>
          <SegmentedControl
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            data={[
              { value: '', label: 'All' },
              { value: 'draft', label: 'Draft' },
              { value: 'approved', label: 'Unpaid' },
              { value: 'overdue', label: `Overdue (${data?.overdue ?? 0})` },
              { value: 'paid', label: 'Paid' },
              { value: 'void', label: 'Void' },
            ]}
          />
          <TextInput placeholder="Search number or customer" value={q} onChange={(event) => setQ(event.currentTarget.value)} />
        </Group>
        {data && data.invoices.length === 0 ? (
          <Text c="dimmed">No invoices match.</Text>
        ) : (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.invoices.map((invoice) => (
                <Table.Tr key={invoice.id} style={{ cursor: 'pointer' }} onClick={() => navigate(`/invoice/${invoice.id}/preview`)}>
                  <Table.Td>{invoice.reference}</Table.Td>
                  <Table.Td>{invoice.customerName}</Table.Td>
                  <Table.Td>{formatIsoDate(invoice.date)}</Table.Td>
                  <Table.Td>{formatIsoDate(invoice.dueDate)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={invoice.status} />
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(invoice.total, invoice.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(invoice.balance, invoice.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {data && data.pagination.total > data.pagination.limit && (
          <Pagination total={Math.ceil(data.pagination.total / data.pagination.limit)} value={page} onChange={setPage} />
        )}
      </QueryState>
    </Stack>
  );
}
