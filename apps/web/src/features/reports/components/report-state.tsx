// Loading, error and 'as known at' pieces shared by the reports.

import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mayTake, type FirstStep } from '../first-steps.js';
import { useCurrentUserIfInShell } from '../../../lib/current-user.js';

export function ReportLoading() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy>
      <Stack gap="sm">
        {Array.from({ length: 8 }, (_, index) => (
          <Group key={index} justify="space-between">
            <Skeleton height={14} width={`${30 + ((index * 13) % 30)}%`} />
            <Skeleton height={14} width={120} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The server names the dates by their parameters ('endDate must not be before startDate'); the owner chose them as From and To. */
function readableMessage(error: Error): string {
  const fields = (error as { errors?: { field: string }[] }).errors ?? [];
  if (fields.some((problem) => /^endDate\d?$/.test(problem.field)) && /must not be before/.test(error.message))
    return 'The period ends before it starts: choose a To date on or after the From date.';
  return error.message;
}

export function ReportError({ error, onRetry, title = 'Could not load this report' }: { error: Error; onRetry: () => void; title?: string }) {
  const status = (error as { status?: number }).status;
  return (
    <Alert color="red" variant="light" title={status === 403 ? 'Not available' : title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{readableMessage(error)}</Text>
        {status !== 403 && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * A report with nothing in it, and what to record first so it has something: `actions`, each shown
 * only to whom its page opens (first-steps.ts), the first one filled.
 */
export function EmptyReport({ children, actions = [] }: { children: ReactNode; actions?: readonly FirstStep[] }) {
  const user = useCurrentUserIfInShell();
  const allowed = user ? actions.filter((action) => mayTake(user, action)) : [];
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap={4}>
        <Text fw={600}>Nothing to report yet</Text>
        <Text size="sm" c="dimmed" ta="center">
          {children}
        </Text>
        {allowed.length > 0 && (
          <Group justify="center" gap="xs" mt="sm">
            {allowed.map((action, index) => (
              <Button key={action.to} component={Link} to={action.to} size="sm" variant={index === 0 ? 'filled' : 'default'}>
                {action.label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * 'As known at': the report exactly as the books stood when the history ended at an event
 * position (the audit trail numbers every event), before any later void, amendment or back-dated
 * entry. Blank: as known now.
 */
export function KnownAtInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Tooltip label="The report as the books stood after this event (see the audit trail); blank for now" multiline w={260} withArrow>
      <NumberInput
        label="As known at event"
        placeholder="Now"
        leftSection={<IconHistory size={16} />}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={(next) => onChange(next === '' ? '' : String(next))}
        w={170}
      />
    </Tooltip>
  );
}
