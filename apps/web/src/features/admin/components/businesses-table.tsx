// The businesses as a paged table (the businesses list, a partner's page): name, owner, plan,
// partner, status, since when. A row opens the business.

import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { formatDate } from '../../../lib/date.js';
import { ADMIN_PAGE_SIZE, ownerName, type AdminBusinessRow, type AdminBusinessesAnswer } from '../api/businesses.js';
import { adminLinks } from '../paths.js';

export function BusinessStatus({ deactivated }: { deactivated: boolean }) {
  const active = !deactivated;
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
  partnerNames,
}: {
  answer: AdminBusinessesAnswer | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  /** Partner names by id (staff); without them the table has no partner column. */
  partnerNames?: Map<string, string>;
}) {
  const navigate = useNavigate();
  const columns = useMemo<Column<AdminBusinessRow>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: 'Business',
        meta: { wide: true },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.original.name}
            </Text>
            {row.original.typeOfBusiness && (
              <Text size="xs" c="dimmed">
                {row.original.typeOfBusiness}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'owner',
        accessorFn: (row) => ownerName(row.owner) ?? '',
        header: 'Owner',
        meta: { wide: true },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{ownerName(row.original.owner) ?? '—'}</Text>
            {row.original.owner && (
              <Text size="xs" c="dimmed">
                {row.original.owner.email}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'plan', accessorFn: (row) => row.planName ?? '', header: 'Plan', cell: ({ row }) => row.original.planName ?? '—' },
      ...(partnerNames
        ? [
            {
              id: 'partner',
              accessorFn: (row: AdminBusinessRow) => (row.partnerId ? (partnerNames.get(row.partnerId) ?? '') : ''),
              header: 'Partner',
              cell: ({ row }: { row: { original: AdminBusinessRow } }) =>
                row.original.partnerId ? (partnerNames.get(row.original.partnerId) ?? 'Partner') : '—',
            } satisfies Column<AdminBusinessRow>,
          ]
        : []),
      {
        id: 'status',
        accessorFn: (row) => (row.deactivated ? 0 : 1),
        header: 'Status',
        cell: ({ row }) => <BusinessStatus deactivated={row.original.deactivated} />,
      },
      { id: 'createdAt', accessorKey: 'createdAt', header: 'Since', cell: ({ row }) => formatDate(row.original.createdAt) },
    ],
    [partnerNames],
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
      stackOnPhone
    />
  );
}
