// The user's businesses: switch to one (the app reloads into it after 3 s, 000 §4) or add one
// (owner/admin; not on the Micro plan, and not beyond the plan's allowance, 000 §5).

import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SettingsPage } from '../../../components/settings-page.js';
import { isOwnerOrAdmin } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths } from '../../../lib/paths.js';
import { useBusinesses, useSwitchBusiness } from '../api.js';

/** The user's role in a business as the Profile page names it; a custom role by its own name. */
const ROLE_LABELS: Record<string, string> = { owner: 'Business Owner', admin: 'Admin', member: 'Team member' };

export default function BusinessesRoute() {
  const user = useCurrentUserInShell();
  const businesses = useBusinesses();
  const switchBusiness = useSwitchBusiness();
  return (
    <SettingsPage
      title="Businesses"
      description="Every business you belong to. Switching reloads the app into the other business."
      actions={
        isOwnerOrAdmin(user) &&
        !user.isSubBusiness && (
          <Button component={Link} to={paths.addBusiness}>
            Add Business
          </Button>
        )
      }
    >
      {businesses.isPending ? (
        <Skeleton h={160} />
      ) : businesses.isError ? (
        <Text c="red" role="alert">
          Could not load your businesses. {businesses.error.message}
        </Text>
      ) : (
        <Stack gap="sm">
          {businesses.data.map((business) => (
            <Card key={business._id} padding="md">
              <Group justify="space-between">
                <div>
                  <Text fw={600}>{business.name}</Text>
                  <Text size="sm" c="dimmed">
                    {business.role ? (ROLE_LABELS[business.role] ?? business.role) : 'No access'}
                    {business.isSubBusiness ? ' · sub-business' : ''}
                  </Text>
                </div>
                {business.current ? (
                  <Badge>Current</Badge>
                ) : (
                  <Button variant="light" disabled={switchBusiness.isPending || business.role === null} onClick={() => switchBusiness.mutate(business._id)}>
                    {switchBusiness.isPending && switchBusiness.variables === business._id ? 'Switching…' : 'Switch'}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </SettingsPage>
  );
}
