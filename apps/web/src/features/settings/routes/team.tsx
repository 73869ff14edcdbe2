// Team (002 §2 settings/teams): members and pending invitations; invite, resend, change role,
// remove. ?invite=1 (the dashboard's shortcut) opens the invite dialog.

import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Badge, Button, Card, Group, Menu, Modal, MultiSelect, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { formatDate } from '../../../lib/date.js';
import { isForbidden, ToSettings } from '../components/forbidden-redirect.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { SettingsPage } from '../../../components/settings-page.js';
import {
  BUSINESS_OWNER_ROLE,
  useChangeInviteRole,
  useChangeMemberRole,
  useCustomRoles,
  useInviteMember,
  useMyBusinesses,
  useRemoveMember,
  useResendInvite,
  useRevokeInvite,
  useTeam,
  type CustomRole,
  type PendingInvite,
  type TeamMember,
} from '../team-api.js';

export const inviteSchema = z.object({
  email: z.string().trim().min(1, 'Enter their e-mail').email('Enter a valid e-mail address'),
  role: z.string().min(1, 'Choose a role'),
  businesses: z.array(z.string()),
});
type InviteValues = z.infer<typeof inviteSchema>;

function roleOptions(roles: CustomRole[]) {
  return [{ value: BUSINESS_OWNER_ROLE, label: BUSINESS_OWNER_ROLE }, ...roles.map((role) => ({ value: role._id, label: role.roleName }))];
}

export function InviteForm({ roles, onDone }: { roles: CustomRole[]; onDone: () => void }) {
  const invite = useInviteMember();
  const businesses = useMyBusinesses();
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '', role: '', businesses: [] } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const custom = roles.find((role) => role._id === values.role);
    try {
      await invite.mutateAsync({
        email: values.email.toLowerCase(),
        role: custom ? custom.roleName : BUSINESS_OWNER_ROLE,
        roleId: custom?._id,
        roleAccess: custom?.access,
        businesses: values.businesses.length > 0 ? values.businesses : undefined,
      });
      form.reset();
      onDone();
    } catch {
      // 000 §8: the button is re-enabled; the alert shows the server's message.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Invite team member">
      <Stack>
        <TextInput label="E-mail" type="email" {...form.register('email')} error={errors.email?.message} data-autofocus />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              placeholder="Choose a role"
              data={roleOptions(roles)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.role?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="businesses"
          render={({ field }) => (
            <MultiSelect
              label="Businesses"
              placeholder="This business"
              data={(businesses.data ?? []).map((business) => ({ value: business._id, label: business.name }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Button type="submit" disabled={isSubmitting} loading={false}>
          {isSubmitting ? 'Inviting, Please wait...' : 'Send invitation'}
        </Button>
      </Stack>
    </form>
  );
}

/** The roles to pick from in a member's or an invitation's menu; `onPick` gets the role as the API takes it. */
function ChangeRoleMenuItems({ roles, busy, onPick }: { roles: CustomRole[]; busy: boolean; onPick: (role: { role: string; roleId?: string }) => void }) {
  return (
    <>
      <Menu.Label>Change role</Menu.Label>
      {roleOptions(roles).map((option) => (
        <Menu.Item
          key={option.value}
          disabled={busy}
          onClick={() => {
            const custom = roles.find((role) => role._id === option.value);
            onPick({ role: custom ? custom.roleName : BUSINESS_OWNER_ROLE, roleId: custom?._id });
          }}
        >
          {option.label}
        </Menu.Item>
      ))}
    </>
  );
}

export default function TeamRoute() {
  const team = useTeam();
  const roles = useCustomRoles();
  const [search, setSearch] = useSearchParams();
  const [opened, setOpened] = useState(search.get('invite') === '1');
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const remove = useRemoveMember();
  const changeMemberRole = useChangeMemberRole();
  const changeInviteRole = useChangeInviteRole();
  const close = () => {
    setOpened(false);
    if (search.has('invite')) setSearch({}, { replace: true });
  };
  const confirm = (title: string, text: string, labels: { confirm: string; cancel: string }, action: () => void) =>
    modals.openConfirmModal({ title, children: text, labels, confirmProps: { color: 'red' }, onConfirm: action });

  // On a phone each member and invitation is a card (name and e-mail across it, role and date side
  // by side) instead of a table scrolled sideways past the e-mails.
  const memberColumns: Column<TeamMember>[] = [
    {
      id: 'name',
      header: 'Name',
      meta: { wide: true },
      accessorFn: (member) => [member.firstName, member.lastName].filter(Boolean).join(' ') || '—',
      cell: ({ getValue }) => (
        <Text fw={500} size="sm">
          {getValue() as string}
        </Text>
      ),
    },
    { accessorKey: 'email', header: 'E-mail', meta: { wide: true } },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row: { original: member } }) => (
        <Badge variant={member.role === 'owner' ? 'filled' : 'light'}>{member.role === 'owner' ? BUSINESS_OWNER_ROLE : (member.roleName ?? member.role)}</Badge>
      ),
    },
    { accessorKey: 'joinedAt', header: 'Joined', cell: ({ row }) => formatDate(row.original.joinedAt) },
    {
      id: 'actions',
      header: '',
      meta: { actions: true },
      cell: ({ row: { original: member } }) =>
        member.role !== 'owner' && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for ${member.email}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <ChangeRoleMenuItems
                roles={roles.data ?? []}
                busy={changeMemberRole.isPending}
                onPick={(role) => changeMemberRole.mutate({ userId: member.userId, ...role })}
              />
              <Menu.Divider />
              <Menu.Item
                color="red"
                onClick={() =>
                  confirm('Remove member', `Remove ${member.email} from this business?`, { confirm: 'Remove', cancel: 'Keep' }, () =>
                    remove.mutate(member.userId),
                  )
                }
              >
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
    },
  ];
  const inviteColumns: Column<PendingInvite>[] = [
    { accessorKey: 'email', header: 'E-mail', meta: { wide: true } },
    { id: 'role', header: 'Role', accessorFn: (invite) => invite.roleName ?? invite.role },
    { accessorKey: 'lastSentAt', header: 'Sent', cell: ({ row }) => formatDate(row.original.lastSentAt) },
    {
      id: 'actions',
      header: '',
      meta: { align: 'right', actions: true },
      cell: ({ row: { original: invite } }) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" disabled={resend.isPending} onClick={() => resend.mutate(invite.inviteId)}>
            Resend
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for the invitation to ${invite.email}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <ChangeRoleMenuItems
                roles={roles.data ?? []}
                busy={changeInviteRole.isPending}
                onPick={(role) => changeInviteRole.mutate({ inviteId: invite.inviteId, ...role })}
              />
              <Menu.Divider />
              <Menu.Item
                color="red"
                onClick={() =>
                  confirm(
                    'Cancel invitation',
                    `Cancel the invitation to ${invite.email}? The link in their e-mail stops working.`,
                    { confirm: 'Cancel invitation', cancel: 'Keep it' },
                    () => revoke.mutate(invite.inviteId),
                  )
                }
              >
                Cancel invitation
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];

  return (
    <SettingsPage title="Team" description="Invite people to this business and choose what they can see and do.">
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setOpened(true)}>
          Invite team member
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Invite team member">
        <InviteForm roles={roles.data ?? []} onDone={close} />
      </Modal>
      {team.isPending ? (
        <Skeleton h={240} />
      ) : team.isError && isForbidden(team.error) ? (
        <ToSettings />
      ) : team.isError ? (
        <Text c="red" role="alert">
          Could not load the team. {team.error.message}
        </Text>
      ) : (
        <Stack>
          <Card p="md">
            <DataTable label="Team members" rows={team.data.members} columns={memberColumns} rowKey={(member) => member.userId} minWidth={640} stackOnPhone />
          </Card>
          <Card>
            <Text fw={600} mb="sm">
              Pending invitations
            </Text>
            {team.data.pendingInvites.length === 0 ? (
              <Text c="dimmed" size="sm">
                No pending invitations.
              </Text>
            ) : (
              <DataTable
                label="Pending invitations"
                rows={team.data.pendingInvites}
                columns={inviteColumns}
                rowKey={(invite) => invite.inviteId}
                minWidth={560}
                stackOnPhone
              />
            )}
          </Card>
        </Stack>
      )}
    </SettingsPage>
  );
}
