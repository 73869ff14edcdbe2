import { Anchor, Button, Group, Paper, ScrollArea, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { StatCard } from '../../../components/stat-card.js';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { openingSummaryFilters, useSummary, type SummaryFilters } from '../api/invoices-api.js';
import { StatusBadge, SummaryPagination } from '../components/document-view.js';

type InvoiceStatusFilter = NonNullable<SummaryFilters['status']>;

/** /invoice/summary: counts and totals by status, and the list with filters. */
export function InvoiceSummaryPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<InvoiceStatusFilter>(openingSummaryFilters.status);
  const [q, setQ] = useState<string>(openingSummaryFilters.q);
  const [page, setPage] = useState<number>(openingSummaryFilters.page);
  const summary = useSummary({ status, q, page });
  const data = summary.data;
  return (
    <Stack>
      <PageHeader
        title="Invoices"
        subtitle="What customers owe you, from draft to paid."
        actions={
          <>
            <Button variant="default" component={Link} to="/invoice/customize">
              Customize
            </Button>
            <Button component={Link} to="/create-invoice">
              New invoice
            </Button>
          </>
        }
      />
      <QueryState
        label="Loading invoices…"
        isLoading={summary.isLoading}
        error={summary.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void summary.refetch()}
      >
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {data?.byStatus.map((row) => (
            <StatCard
              key={row.status}
              testId={`status-${row.status}`}
              label={row.status === 'approved' ? 'Unpaid' : row.status}
              value={row.count}
              hint={formatMoney(row.status === 'approved' ? row.balance : row.total)}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <Group mb="md" justify="space-between" gap="sm">
            <ScrollArea type="never" maw="100%">
              <SegmentedControl
                value={status}
                onChange={(value) => {
                  // One of the control's values: the statuses the API filters by, or '' for all.
                  setStatus(value as InvoiceStatusFilter);
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
            </ScrollArea>
            <TextInput
              aria-label="Search invoices"
              placeholder="Search number or customer"
              leftSection={<IconSearch size={16} />}
              value={q}
              onChange={(event) => {
                setQ(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 300 }}
            />
          </Group>
          {data && data.invoices.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {status || q ? 'No invoices match.' : 'No invoices yet. Create one with “New invoice”.'}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label="Invoices">
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
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Anchor component={Link} to={`/invoice/${invoice.id}/preview`} fw={500} size="sm" onClick={(event) => event.stopPropagation()}>
                          {invoice.reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{invoice.customerName}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIsoDate(invoice.date)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIsoDate(invoice.dueDate)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={invoice.status} />
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(invoice.total, invoice.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(invoice.balance, invoice.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data && <SummaryPagination pagination={data.pagination} page={page} onPage={setPage} />}
        </Paper>
      </QueryState>
    </Stack>
  );
}
