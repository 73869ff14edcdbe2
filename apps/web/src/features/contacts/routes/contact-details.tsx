import { Badge, Card, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/sortable-table.js';
import { QueryState } from '../../../components/query-state.js';
import { displayDate, formatAmount } from '../../../lib/format.js';
import { PAGE_SIZE, useContact, useContactTransactions, type ContactTransaction } from '../api/contacts.api.js';
import { KindBadges } from '../components/kind-badges.js';
import { PageHeader } from '../components/page-header.js';
import { contactPaths } from '../paths.js';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

const COLUMNS: Column<ContactTransaction>[] = [
  { accessorKey: 'date', header: 'Date', cell: ({ getValue }) => displayDate(getValue() as string) },
  { accessorKey: 'reference', header: 'Reference' },
  { accessorKey: 'type', header: 'Type', cell: ({ getValue }) => <Text tt="capitalize">{getValue() as string}</Text> },
  { accessorKey: 'description', header: 'Description', cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
  { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => formatAmount(row.original.amount, row.original.currency) },
  { accessorKey: 'balanceDue', header: 'Balance due', cell: ({ row }) => formatAmount(row.original.balanceDue, row.original.currency) },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ getValue }) => (
      <Badge variant="light" color={getValue() === 'voided' ? 'red' : 'green'}>
        {getValue() as string}
      </Badge>
    ),
  },
];

/** Entity (/entities/{id}): the contact's details and their transactions. */
export function ContactDetailsPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const contact = useContact(id);
  const transactions = useContactTransactions(id, page);
  const item = contact.data;
  const address = item ? [item.address1, item.address2, item.city, item.state, item.postCode, item.country].filter(Boolean).join(', ') : '';
  return (
    <Stack>
      <PageHeader back={{ to: contactPaths.list(), label: 'Contacts' }} title={item?.fullName ?? 'Contact'} subtitle={item?.company ?? undefined} />
      <QueryState
        label="Loading the contact…"
        isLoading={contact.isLoading}
        error={contact.error}
        onRetry={() => void contact.refetch()}
        isEmpty={!item}
        empty="Not found."
      >
        {item && (
          <Card withBorder radius="md" padding="lg">
            <KindBadges kinds={item.kinds} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
              <Field label="Email" value={item.email} />
              <Field label="Phone" value={item.phone} />
              <Field label="Website" value={item.website} />
              <Field label="Address" value={address} />
              <Field label="Added" value={displayDate(item.createdAt)} />
            </SimpleGrid>
            {item.description && (
              <Text mt="md" c="dimmed">
                {item.description}
              </Text>
            )}
          </Card>
        )}
      </QueryState>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="sm">
          Transactions
        </Text>
        <QueryState
          label="Loading transactions…"
          isLoading={transactions.isLoading}
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
          isEmpty={(transactions.data?.data ?? []).length === 0}
          empty="No transactions with this contact yet."
        >
          <DataTable
            label="Transactions with this contact"
            data={transactions.data?.data ?? []}
            columns={COLUMNS}
            paging={{ page, total: transactions.data?.total ?? 0, pageSize: PAGE_SIZE, onPage: setPage }}
          />
        </QueryState>
      </Paper>
    </Stack>
  );
}
