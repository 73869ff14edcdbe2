import { Button, Paper, SegmentedControl, Stack, Text, TextInput, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import { hasAnyCode } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { QueryState } from '../../../components/query-state.js';
import { PAGE_SIZE, useContacts, type Contact } from '../api/contacts.api.js';
import { CreateContactModal } from '../components/create-contact-modal.js';
import { KindBadges } from '../components/kind-badges.js';
import { CONTACT_GROUPS, contactPaths, type ContactGroup } from '../paths.js';

const COLUMNS: Column<Contact>[] = [
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
  { accessorKey: 'phone', header: 'Phone', cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
  // On a phone the e-mail takes the card's width: in half of it an address broke mid-word.
  { accessorKey: 'email', header: 'Email', meta: { wide: true }, cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
  { id: 'place', header: 'City', accessorFn: (row) => [row.city, row.state].filter(Boolean).join(', '), cell: ({ getValue }) => (getValue() as string) || '—' },
  { id: 'kinds', header: 'Kind', enableSorting: false, cell: ({ row }) => <KindBadges kinds={row.original.kinds} /> },
];

const CREATE_CONTACT = 30;

const TITLES: Record<ContactGroup | 'all', string> = { all: 'All contacts', customers: 'Customers', suppliers: 'Suppliers', others: 'Other contacts' };

/** Entities (?group=customers|suppliers|others): the paged list, searched by name, company, e-mail or phone. */
export function ContactListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('group');
  const group = CONTACT_GROUPS.includes(raw as ContactGroup) ? (raw as ContactGroup) : undefined;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [creating, setCreating] = useState(false);
  const contacts = useContacts(group, page, q);
  const rows = contacts.data?.data ?? [];
  // POST /entities needs 30 (spec 001 §6): no button the server would refuse.
  const mayCreate = hasAnyCode(useCurrentUserInShell(), [CREATE_CONTACT]);
  return (
    <Stack>
      <PageHeader
        trail={[{ label: 'Contacts', to: contactPaths.hub }]}
        title={TITLES[group ?? 'all']}
        description={contacts.data ? `${contacts.data.total} contact${contacts.data.total === 1 ? '' : 's'}` : undefined}
        actions={mayCreate && <Button onClick={() => setCreating(true)}>New contact</Button>}
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md" justify="space-between">
          <SegmentedControl
            aria-label="Group"
            value={group ?? 'all'}
            onChange={(value) => {
              setPage(1);
              setParams(value === 'all' ? {} : { group: value });
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'customers', label: 'Customers' },
              { value: 'suppliers', label: 'Suppliers' },
              { value: 'others', label: 'Others' },
            ]}
          />
          <TextInput
            w={{ base: '100%', sm: 320 }}
            leftSection={<IconSearch size={16} />}
            placeholder="Search name, company, email or phone"
            aria-label="Search contacts"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        <QueryState
          label="Loading contacts…"
          isLoading={contacts.isLoading}
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
          isEmpty={rows.length === 0}
          empty={q ? `No contacts match “${q}”.` : mayCreate ? 'No contacts here yet. Add one with “New contact”.' : 'No contacts here yet.'}
        >
          <DataTable
            label="Contacts"
            rows={rows}
            columns={COLUMNS}
            onRowClick={(row) => navigate(contactPaths.contact(row._id))}
            page={page}
            total={contacts.data?.total ?? 0}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            minWidth={640}
            stackOnPhone
          />
        </QueryState>
      </Paper>
      <CreateContactModal
        opened={creating}
        onClose={() => setCreating(false)}
        initialKinds={group === 'suppliers' ? ['supplier'] : group === 'others' ? [] : ['customer']}
      />
    </Stack>
  );
}
