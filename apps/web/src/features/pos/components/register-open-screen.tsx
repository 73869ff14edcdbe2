// The point of sale before a register is open: the opening form in the middle of the page, under the
// product's mark, with the way back to the dashboard (the till has no menu of its own).

import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark.js';
import { paths } from '../../../lib/paths.js';
import { RegisterOpenForm } from './register-open-form.js';

/** `children`: a line under the form (the last closing, on /pos/register). */
export function RegisterOpenScreen({ children }: { children?: ReactNode }) {
  return (
    <Stack align="center" justify="center" gap="lg" mih="calc(100dvh - 2 * var(--mantine-spacing-md))" py="xl">
      <Stack align="center" gap={4}>
        <BrandMark />
        <Text size="sm" c="dimmed">
          Point of sale
        </Text>
      </Stack>
      <Box w="100%" maw={420}>
        <RegisterOpenForm />
      </Box>
      {children}
      <Anchor component={Link} to={paths.dashboard} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden="true" />
          Back to the dashboard
        </Group>
      </Anchor>
    </Stack>
  );
}
