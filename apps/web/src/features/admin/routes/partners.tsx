// The partners (spec 002 §2 /admin/setting): staff see them all and create them; a partner admin
// sees their own.

import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import { formatDate } from '../../../lib/date.js';
import { usePartners, type PartnerRow } from '../api/partners.js';
import { adminLinks, adminPaths } from '../paths.js';
import { isStaff, useAdminSession } from '../session.js';

export function AdminPartnersRoute() {
  const session = useAdminSession();
  const staff = isStaff(session?.admin);
  const navigate = useNavigate();
  const partners = usePartners(staff);
  const columns = useMemo<Column<PartnerRow>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Partner', meta: { wide: true } },
      { id: 'email', accessorFn: (row) => row.email ?? '', header: 'E-mail', meta: { wide: true }, cell: ({ row }) => row.original.email ?? '—' },
      { id: 'phone', accessorFn: (row) => row.phone ?? '', header: 'Phone', cell: ({ row }) => row.original.phone ?? '—' },
      { id: 'businesses', accessorKey: 'businessCount', header: 'Businesses', meta: { align: 'right' } },
      { id: 'admins', accessorKey: 'adminCount', header: 'Team', meta: { align: 'right' } },
      { id: 'createdAt', accessorKey: 'createdAt', header: 'Since', cell: ({ row }) => formatDate(row.original.createdAt) },
    ],
    [],
  );

  // A partner admin has one partner: theirs.
  if (!staff && session?.admin.partnerId) return <Navigate to={adminLinks.partner(session.admin.partnerId)} replace />;

  return (
    <>
      <PageHeader
        title="Partners"
        description="The partners who bring businesses to Ledgerline, and their teams."
        actions={
          staff && (
            <Button component={Link} to={adminPaths.createPartner} leftSection={<IconPlus size={16} />}>
              Create partner
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <DataTable
          label="Partners"
          columns={columns}
          rows={partners.data?.data}
          loading={partners.isPending}
          error={partners.error}
          onRetry={() => void partners.refetch()}
          empty="No partners yet. Create the first one."
          rowKey={(row) => row.id}
          onRowClick={(row) => navigate(adminLinks.partner(row.id))}
          minWidth={640}
          stackOnPhone
        />
      </Paper>
    </>
  );
}
