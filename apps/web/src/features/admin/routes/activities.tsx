// What happened in the businesses, newest first (spec 002 §2 /admin/activities), or in one business
// (/admin/{id}/account-activities): paged.

import { Anchor, Badge, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import { formatDateTime } from '../components/format.js';
import { ADMIN_PAGE_SIZE, useActivities, useAdminBusiness, type AdminActivity } from '../api/businesses.js';
import { adminLinks, adminPaths } from '../paths.js';

function ActivitiesTable({ businessId }: { businessId: string | null }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const activities = useActivities(businessId, page);
  const columns = useMemo<Column<AdminActivity>[]>(
    () => [
      { id: 'date', accessorKey: 'date', header: 'When', cell: ({ row }) => formatDateTime(row.original.date) },
      ...(businessId
        ? []
        : [
            {
              id: 'business',
              accessorFn: (row: AdminActivity) => row.businessName ?? '',
              header: 'Business',
              cell: ({ row }: { row: { original: AdminActivity } }) => (
                <Anchor component={Link} to={adminLinks.business(row.original.businessId)} size="sm" onClick={(event) => event.stopPropagation()}>
                  {row.original.businessName ?? 'Business'}
                </Anchor>
              ),
            } satisfies Column<AdminActivity>,
          ]),
      {
        id: 'title',
        accessorKey: 'title',
        header: 'What happened',
        meta: { wide: true },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.title}</Text>
            {row.original.description && (
              <Text size="xs" c="dimmed">
                {row.original.description}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'by',
        accessorFn: (row) => row.adminName ?? row.userName ?? '',
        header: 'By',
        cell: ({ row }) =>
          row.original.adminName ? (
            <Text size="sm">
              {row.original.adminName}{' '}
              <Badge size="xs" variant="light" color="grape">
                Admin
              </Badge>
            </Text>
          ) : (
            (row.original.userName ?? <Text c="dimmed">System</Text>)
          ),
      },
    ],
    [businessId],
  );
  return (
    <Paper withBorder radius="md" p="md">
      <DataTable
        label="Activities"
        columns={columns}
        rows={activities.data?.data}
        loading={activities.isPending || (activities.isFetching && activities.isPlaceholderData)}
        error={activities.error}
        onRetry={() => void activities.refetch()}
        empty="Nothing has happened yet."
        page={page}
        total={activities.data?.total}
        pageSize={activities.data?.limit ?? ADMIN_PAGE_SIZE}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
        rowKey={(row) => row.position}
        stackOnPhone
      />
    </Paper>
  );
}

export function AdminActivitiesRoute() {
  return (
    <>
      <PageHeader title="Activities" description="What happened in the businesses, newest first." />
      <ActivitiesTable businessId={null} />
    </>
  );
}

export function AdminBusinessActivitiesRoute() {
  const { id = '' } = useParams();
  const business = useAdminBusiness(id);
  return (
    <>
      <PageHeader
        trail={[
          { label: 'Businesses', to: adminPaths.businesses },
          { label: business.data?.name ?? 'Business', to: adminLinks.business(id) },
        ]}
        title="Activities"
        description={business.data ? `What happened in ${business.data.name}, newest first.` : undefined}
      />
      <ActivitiesTable businessId={id} />
    </>
  );
}
