// What a user sees on a page their permission codes or their plan do not open.

import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconShieldX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FREE_PLAN_MESSAGE, UPGRADE_TITLE } from '../../lib/access.js';
import { paths } from '../paths.js';

export function NotAllowedPage() {
  return (
    <Center mih={420}>
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconShieldX size={34} />
        </ThemeIcon>
        <Title order={2}>You are not allowed to view this page</Title>
        <Text c="dimmed">Your role in this business does not include it. Ask the business owner or an admin to give your role access.</Text>
        <Button component={Link} to={paths.dashboard} variant="light" mt="sm">
          Back to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}

export function UpgradeRequiredPage() {
  return (
    <Center mih={420}>
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={2}>{UPGRADE_TITLE}</Title>
        <Text c="dimmed">{FREE_PLAN_MESSAGE}</Text>
        <Button component={Link} to={paths.plan} replace mt="sm">
          Upgrade
        </Button>
      </Stack>
    </Center>
  );
}
