// The businesses as a paged table (the businesses list, a partner's page): name, owner, plan,
// partner, status, since when. A row opens the business.

import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { formatDate } from '../../../lib/date.js';
import { ADMIN_PAGE_SIZE, type AdminBusinessRow, type PagedAnswer } from '../api/businesses.js';
import { adminLinks } from '../paths.js';

export function BusinessStatus({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? 'Active' : 'Deactivated'}
    </Badge>
  );
}

export function BusinessesTable({
  answer,
  loading,
  error,
  onRetry,
  page,
  onPage,
  empty,
}: {
  answer: PagedAnswer<AdminBusinessRow> | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  empty: string;
}) {
  const navigate = useNavigate();
  const columns = useMemo<Column<AdminBusinessRow>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: 'Business',
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.original.name}
            </Text>
            {row.original.email && (
              <Text size="xs" c="dimmed">
                {row.original.email}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'owner',
        accessorFn: (row) => row.ownerName ?? '',
        header: 'Owner',
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.ownerName ?? '—'}</Text>
            {row.original.ownerEmail && (
              <Text size="xs" c="dimmed">
                {row.original.ownerEmail}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'plan', accessorFn: (row) => row.planName ?? '', header: 'Plan', cell: ({ row }) => row.original.planName ?? '—' },
      { id: 'partner', accessorFn: (row) => row.partnerName ?? '', header: 'Partner', cell: ({ row }) => row.original.partnerName ?? '—' },
      { id: 'status', accessorFn: (row) => (row.active ? 1 : 0), header: 'Status', cell: ({ row }) => <BusinessStatus active={row.original.active} /> },
      { id: 'createdAt', accessorKey: 'createdAt', header: 'Since', cell: ({ row }) => formatDate(row.original.createdAt) },
    ],
    [],
  );
  return (
    <DataTable
      label="Businesses"
      columns={columns}
      rows={answer?.data}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={empty}
      page={page}
      total={answer?.total}
      pageSize={answer?.limit ?? ADMIN_PAGE_SIZE}
      onPage={onPage}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(adminLinks.business(row.id))}
    />
  );
}
