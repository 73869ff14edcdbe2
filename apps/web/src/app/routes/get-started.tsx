// GetStarted (000 §2.3): the checklist as a page, the landing after organisation setup.

import { Button, Card, Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetStarted } from '../../features/dashboard/api.js';
import { ChecklistSteps } from '../../features/dashboard/components/get-started-checklist.js';
import { isOwnerOrAdmin } from '../../lib/access.js';
import { useCurrentUserInShell } from '../../lib/current-user.js';
import { paths } from '../paths.js';

export default function GetStartedRoute() {
  const user = useCurrentUserInShell();
  const getStarted = useGetStarted(isOwnerOrAdmin(user));
  return (
    <Center>
      <Card w="100%" maw={560} p="xl">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              Get started
            </Title>
            <Text c="dimmed">
              Welcome to Ledgerline, {user.firstName}. Five steps to get {user.org} ready; each one is 20% of the way.
            </Text>
          </div>
          {getStarted.isPending && isOwnerOrAdmin(user) ? (
            <Skeleton h={200} />
          ) : getStarted.isError ? (
            <Text c="red" role="alert">
              Could not load your checklist. {getStarted.error.message}
            </Text>
          ) : getStarted.data ? (
            <ChecklistSteps data={getStarted.data} />
          ) : null}
          <Button component={Link} to={paths.dashboard} variant="light">
            Go to the dashboard
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
