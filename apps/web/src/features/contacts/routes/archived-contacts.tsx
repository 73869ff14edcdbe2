import { Button, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { displayDate } from '../../../lib/format.js';
import { PAGE_SIZE, useArchivedContacts, useArchiveContact, type Contact } from '../api/contacts.api.js';
import { contactPaths } from '../paths.js';

/** Archived contacts, each with Restore (GET /entities/{id}/restore): back in the lists and searches. */
export function ArchivedContactsPage() {
  const [page, setPage] = useState(1);
  const archived = useArchivedContacts(page);
  const restore = useArchiveContact('restore');
  const rows = archived.data?.data ?? [];
  const columns: Column<Contact>[] = [
    {
      accessorKey: 'fullName',
      header: 'Name',
      meta: { wide: true },
      cell: ({ getValue }) => (
        <Text fw={500} size="sm">
          {getValue() as string}
        </Text>
      ),
    },
    { accessorKey: 'company', header: 'Company', cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
    { accessorKey: 'email', header: 'Email', meta: { wide: true }, cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
    { accessorKey: 'phone', header: 'Phone', cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
    {
      id: 'archivedAt',
      header: 'Archived',
      accessorFn: (row) => (row as Contact & { archivedAt?: string | null }).archivedAt,
      cell: ({ getValue }) => displayDate(getValue() as string | null) || '—',
    },
    {
      id: 'restore',
      header: '',
      enableSorting: false,
      meta: { wide: true },
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Restore ${row.original.fullName}`}
          loading={restore.isPending && restore.variables === row.original._id}
          onClick={() =>
            restore.mutate(row.original._id, {
              onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message ?? 'Contact restored successfully' }),
              onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
            })
          }
        >
          Restore
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <PageHeader
        trail={[{ label: 'Contacts', to: contactPaths.hub }]}
        title="Archived contacts"
        description="Restore a contact to bring them back into the lists."
      />
      <Paper withBorder p="md" radius="md">
        <QueryState
          label="Loading archived contacts…"
          isLoading={archived.isLoading}
          error={archived.error}
          onRetry={() => void archived.refetch()}
          isEmpty={rows.length === 0}
          empty="No archived contacts."
        >
          <DataTable
            label="Archived contacts"
            rows={rows}
            columns={columns}
            page={page}
            total={archived.data?.total ?? 0}
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
