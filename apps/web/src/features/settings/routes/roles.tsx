// Roles (002 §2 settings/roles): custom roles and their permission codes as labelled checkboxes.

import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Checkbox, Group, Modal, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SettingsPage } from '../../../components/settings-page.js';
import { PERMISSION_GROUPS, permissionLabel } from '../permission-labels.js';
import { useCustomRoles, useSaveCustomRole, type CustomRole } from '../team-api.js';

export const roleSchema = z.object({
  roleName: z.string().trim().min(1, 'Enter the role’s name').max(60, 'At most 60 characters'),
  access: z.array(z.number()).min(1, 'Choose at least one permission'),
});
type RoleValues = z.infer<typeof roleSchema>;

export function RoleForm({ role, onDone }: { role?: CustomRole; onDone: () => void }) {
  const save = useSaveCustomRole();
  const form = useForm<RoleValues>({ resolver: zodResolver(roleSchema), defaultValues: { roleName: role?.roleName ?? '', access: role?.access ?? [] } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: role?._id, ...values });
      onDone();
    } catch {
      // The alert shows the server's message.
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Custom role">
      <Stack>
        <TextInput label="Role name" placeholder="e.g. Cashier" {...form.register('roleName')} error={errors.roleName?.message} />
        <Controller
          control={form.control}
          name="access"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              label="Permissions"
              error={errors.access?.message}
            >
              <Stack gap="md" mt="xs">
                {PERMISSION_GROUPS.map((group) => (
                  <div key={group.label}>
                    <Text size="sm" fw={600} mb={6}>
                      {group.label}
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6}>
                      {group.codes.map((entry) => (
                        <Checkbox key={entry.code} value={String(entry.code)} label={entry.label} />
                      ))}
                    </SimpleGrid>
                  </div>
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting} w="fit-content">
          {role ? 'Save role' : 'Create role'}
        </Button>
      </Stack>
    </form>
  );
}

export default function RolesRoute() {
  const roles = useCustomRoles();
  const [editing, setEditing] = useState<CustomRole | 'new' | null>(null);
  return (
    <SettingsPage title="Roles" description="A role is a set of permissions; give it to team members on the Team page.">
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New role
        </Button>
      </Group>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New role' : 'Edit role'} size="xl">
        {editing !== null && <RoleForm role={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
      {roles.isPending ? (
        <Skeleton h={200} />
      ) : roles.isError ? (
        <Text c="red" role="alert">
          Could not load roles. {roles.error.message}
        </Text>
      ) : roles.data.length === 0 ? (
        <Card>
          <Text c="dimmed">No custom roles yet. Owners and admins see everything; create a role to give a team member only what they need.</Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {roles.data.map((role) => (
            <Card key={role._id}>
              <Group justify="space-between" mb="xs">
                <Title order={4}>{role.roleName}</Title>
                <Button size="xs" variant="light" onClick={() => setEditing(role)}>
                  Edit
                </Button>
              </Group>
              <Group gap={6}>
                {role.access.map((code) => (
                  <Badge key={code} variant="light" color="gray" tt="none">
                    {permissionLabel(code)}
                  </Badge>
                ))}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </SettingsPage>
  );
}
