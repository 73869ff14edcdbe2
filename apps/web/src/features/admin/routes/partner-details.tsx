// One partner (spec 002 §2 /admin/setting/{id}/partner-details): who they are, their admins, an
// invitation for one more, the businesses they brought, and their figures over the admin range.

import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { DataTable, type Column } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { formatDate } from '../../../lib/date.js';
import type { AdminRange } from '../admin.keys.js';
import { useAdminBusinesses } from '../api/businesses.js';
import { useInvitePartnerMember, usePartner, type Partner } from '../api/partners.js';
import { defaultAdminRange } from '../api/stats.js';
import { BusinessesTable } from '../components/businesses-table.js';
import { AdminDateRange } from '../components/date-range.js';
import { formatDateTime } from '../components/format.js';
import { StatsPanel } from '../components/stats-panel.js';
import { adminPaths } from '../paths.js';
import { isStaff, useAdminSession } from '../session.js';

const inviteSchema = z.object({ email: z.string().trim().min(1, 'Enter an e-mail').email('Enter a valid e-mail') });

function InviteMember({ partnerId }: { partnerId: string }) {
  const invite = useInvitePartnerMember(partnerId);
  const { register, handleSubmit, formState, reset } = useForm<z.infer<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        invite.mutateAsync(values).then(
          () => reset(),
          () => undefined,
        ),
      )}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          aria-label="E-mail of the team member"
          placeholder="name@partner.com"
          type="email"
          {...register('email')}
          error={formState.errors.email?.message ?? invite.error?.message}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          Invite
        </Button>
      </Group>
    </form>
  );
}

const PARTNER_TEAM_COLUMNS: Column<Partner['admins'][number]>[] = [
  { accessorKey: 'name', header: 'Name', meta: { wide: true } },
  { accessorKey: 'email', header: 'E-mail', meta: { wide: true } },
  { accessorKey: 'lastLoginAt', header: 'Last login', cell: ({ row }) => (row.original.lastLoginAt ? formatDateTime(row.original.lastLoginAt) : '—') },
];

function PartnerTeam({ partner }: { partner: Partner }) {
  const admins = partner.admins;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Team
      </Title>
      {admins.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No one has joined this partner&apos;s team yet.
        </Text>
      ) : (
        <Box mb="sm">
          <DataTable label="Partner team" columns={PARTNER_TEAM_COLUMNS} rows={admins} rowKey={(admin) => admin.id} minWidth={420} stackOnPhone />
        </Box>
      )}
      {partner.pendingInvites.length > 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          Invited, not joined yet: {partner.pendingInvites.map((invite) => `${invite.email} (${formatDate(invite.invitedAt)})`).join(', ')}
        </Text>
      )}
      <Text size="sm" fw={600} mb={4}>
        Invite a team member
      </Text>
      <InviteMember partnerId={partner.id} />
    </Paper>
  );
}

function PartnerBusinesses({ partnerId }: { partnerId: string }) {
  const [page, setPage] = useState(1);
  const businesses = useAdminBusinesses({ page, partnerId });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Businesses
      </Title>
      <BusinessesTable
        answer={businesses.data}
        loading={businesses.isPending}
        error={businesses.error}
        onRetry={() => void businesses.refetch()}
        page={page}
        onPage={setPage}
        empty="This partner has brought no business yet."
      />
    </Paper>
  );
}

export function AdminPartnerRoute() {
  const { id = '' } = useParams();
  const session = useAdminSession();
  const partner = usePartner(id);
  const [range, setRange] = useState<AdminRange>(() => defaultAdminRange());
  const data = partner.data;
  return (
    <>
      <PageHeader
        back={isStaff(session?.admin) ? { to: adminPaths.partners, label: 'Partners' } : undefined}
        title={data?.name ?? 'Partner'}
        description={
          data
            ? `Partner since ${formatDate(data.createdAt)} · ${data.businessCount} ${data.businessCount === 1 ? 'business' : 'businesses'} brought`
            : undefined
        }
      />
      <QueryState
        label="Loading the partner…"
        isLoading={partner.isPending}
        error={partner.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void partner.refetch()}
      >
        {data && (
          <Stack>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Paper withBorder radius="md" p="md">
                <Title order={4} mb="sm">
                  Contact
                </Title>
                <Stack gap={4}>
                  <Text size="sm">{data.email}</Text>
                  <Text size="sm">{data.phone ?? '—'}</Text>
                </Stack>
              </Paper>
              <div style={{ gridColumn: 'span 2', minWidth: 0 }}>
                <PartnerTeam partner={data} />
              </div>
            </SimpleGrid>
            <PartnerBusinesses partnerId={data.id} />
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Title order={3}>Figures</Title>
              <AdminDateRange value={range} onChange={setRange} />
            </Group>
            <StatsPanel scope={{ kind: 'partner', id: data.id }} range={range} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
