import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface QueryStateProps {
  /** What is loading, for the loader's label ("Loading products…"). */
  label: string;
  isLoading: boolean;
  error: Error | null;
  isEmpty: boolean;
  /** What the owner sees when there is nothing yet, and what to do about it. */
  empty: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Every screen's three states besides its content: loading, error (with a retry) and empty. */
export function QueryState({ label, isLoading, error, isEmpty, empty, onRetry, children }: QueryStateProps) {
  if (isLoading)
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{label}</Text>
        </Group>
      </Center>
    );
  if (error)
    return (
      <Alert color="red" title="Could not load this" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  if (isEmpty)
    return (
      <Center py="xl">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Center>
    );
  return <>{children}</>;
}
