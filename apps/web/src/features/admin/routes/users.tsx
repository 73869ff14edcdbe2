// The businesses' people (spec 002 §2 "Staff can view … invites and users"; ours at /admin/users):
// two tabs, the members of every business (one row per user and business) and the team invitations
// not yet accepted, each searched and paged through the address; staff may narrow them to one
// partner's businesses, a partner admin sees their own partner's. Invite by CSV opens the upload.

import { Button, Paper, Tabs } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.js';
import { useAdminUsers, useTeamInvites } from '../api/users.js';
import { InviteUploadModal } from '../components/invite-upload-modal.js';
import { ListFilterBar, useListFilters } from '../components/list-filters.js';
import { TeamInvitesTable, UsersTable } from '../components/people-tables.js';
import { isStaff, useAdminSession } from '../session.js';

type PeopleTab = 'users' | 'invites';

export function AdminUsersRoute() {
  const session = useAdminSession();
  const staff = isStaff(session?.admin);
  const filters = useListFilters(staff);
  const { params, page, q, partnerId, set } = filters;
  const tab: PeopleTab = params.get('tab') === 'invites' ? 'invites' : 'users';
  const [uploading, setUploading] = useState(false);
  const filter = { page, q, partnerId: partnerId || undefined };
  // Only the open tab is read.
  const users = useAdminUsers(filter, tab === 'users');
  const invites = useTeamInvites(filter, tab === 'invites');

  const onPage = (next: number) => set({ page: next > 1 ? String(next) : '' });
  const shown = tab === 'users' ? users.data : invites.data;

  return (
    <>
      <PageHeader
        title="Users"
        description={
          shown
            ? `${shown.total} ${tab === 'users' ? (shown.total === 1 ? 'member' : 'members') : shown.total === 1 ? 'invitation pending' : 'invitations pending'}`
            : staff
              ? 'The people of every business on Ledgerline.'
              : 'The people of your partner’s businesses.'
        }
        actions={
          <Button leftSection={<IconFileUpload size={16} />} onClick={() => setUploading(true)}>
            Invite by CSV
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Tabs
          value={tab}
          onChange={(value) => {
            // The two lists search different things: a tab starts unsearched.
            filters.setSearch('');
            set({ tab: value === 'invites' ? 'invites' : '', page: '', q: '' });
          }}
          mb="md"
        >
          <Tabs.List>
            <Tabs.Tab value="users">Users</Tabs.Tab>
            <Tabs.Tab value="invites">Invites</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <ListFilterBar
          filters={filters}
          staff={staff}
          searchLabel={tab === 'users' ? 'Search users' : 'Search invitations'}
          placeholder={tab === 'users' ? 'Search by name or e-mail' : 'Search by e-mail or business'}
        />
        {tab === 'users' ? (
          <UsersTable
            answer={users.data}
            loading={users.isPending || (users.isFetching && users.isPlaceholderData)}
            error={users.error}
            onRetry={() => void users.refetch()}
            page={page}
            onPage={onPage}
            empty={q ? `No user matches “${q}”.` : 'No users yet.'}
          />
        ) : (
          <TeamInvitesTable
            answer={invites.data}
            loading={invites.isPending || (invites.isFetching && invites.isPlaceholderData)}
            error={invites.error}
            onRetry={() => void invites.refetch()}
            page={page}
            onPage={onPage}
            empty={q ? `No invitation matches “${q}”.` : 'No team invitations are waiting.'}
          />
        )}
      </Paper>
      <InviteUploadModal opened={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
