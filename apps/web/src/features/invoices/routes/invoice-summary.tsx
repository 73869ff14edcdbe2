import { Button, Group, Paper, ScrollArea, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { StatCard } from '../../../components/stat-card.js';
import { formatMoney } from '../../../lib/money.js';
import { openingSummaryFilters, useSummary, type SummaryFilters } from '../api/invoices-api.js';
import { SummaryPagination } from '../components/document-view.js';
import { InvoiceTable } from '../components/invoice-table.js';

type InvoiceStatusFilter = NonNullable<SummaryFilters['status']>;

/** /invoice/summary: counts and totals by status, and the list with filters. */
export function InvoiceSummaryPage() {
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
            <InvoiceTable invoices={data?.invoices ?? []} label="Invoices" linkOf={(id) => `/invoice/${id}/preview`} withDateAndStatus />
          )}
          {data && <SummaryPagination pagination={data.pagination} page={page} onPage={setPage} />}
        </Paper>
      </QueryState>
    </Stack>
  );
}
