// The businesses' people as paged tables: members (one row per user and business) and pending team
// invitations. On a business's own page the business column is left out; elsewhere a row's business
// opens it.

import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { formatDate } from '../../../lib/date.js';
import { ADMIN_PAGE_SIZE } from '../api/businesses.js';
import { userName, type AdminUserRow, type AdminUsersAnswer, type TeamInviteRow, type TeamInvitesAnswer } from '../api/users.js';
import { adminLinks } from '../paths.js';

const ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };
const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

interface PagedTableProps<TAnswer> {
  answer: TAnswer | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  empty: string;
}

function BusinessLink({ id, name }: { id: string; name: string }) {
  return (
    <Anchor component={Link} to={adminLinks.business(id)} size="sm">
      {name}
    </Anchor>
  );
}

export function UsersTable({ answer, withBusiness = true, ...table }: PagedTableProps<AdminUsersAnswer> & { withBusiness?: boolean }) {
  const columns = useMemo<Column<AdminUserRow>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (row) => userName(row),
        header: 'User',
        meta: { wide: true },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {userName(row.original)}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.email}
            </Text>
          </Stack>
        ),
      },
      ...(withBusiness
        ? [
            {
              id: 'business',
              accessorKey: 'businessName',
              header: 'Business',
              cell: ({ row }: { row: { original: AdminUserRow } }) => <BusinessLink id={row.original.businessId} name={row.original.businessName} />,
            } satisfies Column<AdminUserRow>,
          ]
        : []),
      { id: 'role', accessorKey: 'role', header: 'Role', cell: ({ row }) => roleLabel(row.original.role) },
      {
        id: 'verified',
        accessorFn: (row) => (row.emailVerified ? 1 : 0),
        header: 'E-mail',
        cell: ({ row }) => (
          <Badge color={row.original.emailVerified ? 'teal' : 'gray'} variant="light">
            {row.original.emailVerified ? 'Verified' : 'Not verified'}
          </Badge>
        ),
      },
      { id: 'joinedAt', accessorKey: 'joinedAt', header: 'Joined', cell: ({ row }) => formatDate(row.original.joinedAt) },
      { id: 'signedUpAt', accessorKey: 'signedUpAt', header: 'Signed up', cell: ({ row }) => formatDate(row.original.signedUpAt) },
    ],
    [withBusiness],
  );
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={answer?.data}
      total={answer?.total}
      pageSize={answer?.limit ?? ADMIN_PAGE_SIZE}
      rowKey={(row) => `${row.userId}:${row.businessId}`}
      minWidth={720}
      stackOnPhone
      {...table}
    />
  );
}

export function TeamInvitesTable({ answer, ...table }: PagedTableProps<TeamInvitesAnswer>) {
  const columns = useMemo<Column<TeamInviteRow>[]>(
    () => [
      { id: 'email', accessorKey: 'email', header: 'E-mail', meta: { wide: true } },
      {
        id: 'business',
        accessorKey: 'businessName',
        header: 'Business',
        cell: ({ row }) => <BusinessLink id={row.original.businessId} name={row.original.businessName} />,
      },
      { id: 'role', accessorKey: 'role', header: 'Role', cell: ({ row }) => roleLabel(row.original.role) },
      { id: 'invitedAt', accessorKey: 'invitedAt', header: 'Invited', cell: ({ row }) => formatDate(row.original.invitedAt) },
      { id: 'lastSentAt', accessorKey: 'lastSentAt', header: 'Last sent', cell: ({ row }) => formatDate(row.original.lastSentAt) },
    ],
    [],
  );
  return (
    <DataTable
      label="Team invitations"
      columns={columns}
      rows={answer?.data}
      total={answer?.total}
      pageSize={answer?.limit ?? ADMIN_PAGE_SIZE}
      rowKey={(row) => row.inviteId}
      minWidth={640}
      stackOnPhone
      {...table}
    />
  );
}
