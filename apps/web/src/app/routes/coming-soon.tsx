// Screens the menu already lists but later work brings: a clear 'coming soon' instead of 'Page not found'.

import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../lib/routing.js';
import { paths } from '../paths.js';

export function ComingSoonRoute() {
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  return (
    <Center mih={420}>
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconHourglassHigh size={34} />
        </ThemeIcon>
        <Title order={2}>{title} is coming soon</Title>
        <Text c="dimmed">We are building this part of Ledgerline. Your books are safe: everything you record today will show here when it arrives.</Text>
        <Button component={Link} to={paths.dashboard} variant="light" mt="sm">
          Back to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
