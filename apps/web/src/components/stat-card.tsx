import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure of a screen's summary row (counts and totals above a list): a small label, the figure,
 * an optional line under it. Long amounts wrap inside the card rather than spilling out of it.
 */
export function StatCard({ label, value, hint, testId }: { label: ReactNode; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* A div, not a p: the figure may be a loading placeholder, which is a div itself. */}
      <Text component="div" fw={700} size="xl" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint !== undefined && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
