// Profile: who is signed in, in which business and with which role.

import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { SettingsPage } from '../../../components/settings-page.js';

const ROLE_LABELS: Record<string, string> = { owner: 'Business Owner', admin: 'Admin', member: 'Team member' };

export default function ProfileRoute() {
  const user = useCurrentUserInShell();
  return (
    <SettingsPage title="Profile" description="Your account in this business.">
      <Card maw={560}>
        <Group>
          <Avatar size={64} radius="xl" color="ledger">
            {user.user
              .split(/\s+/)
              .map((word) => word[0])
              .join('')
              .slice(0, 2)
              .toUpperCase()}
          </Avatar>
          <Stack gap={2}>
            <Text fw={600} size="lg">
              {user.user}
            </Text>
            <Text c="dimmed">{user.email}</Text>
            <Group gap="xs">
              <Badge variant="light">{ROLE_LABELS[user.role ?? ''] ?? user.role}</Badge>
              <Badge variant="outline" color="gray">
                {user.businessPlan ?? 'Micro Business Plan'}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Text size="sm" mt="md" c="dimmed">
          Business: {user.org}
        </Text>
      </Card>
    </SettingsPage>
  );
}
