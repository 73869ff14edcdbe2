import { Code, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AuditEventDetail } from '../api/audit.js';
import { formatTimestamp } from './event-type.js';

/** One event in full: who, when and why (metadata), and what it recorded (data). */
export function EventBody({ event }: { event: AuditEventDetail }) {
  const facts: [string, string | null | undefined][] = [
    ['Event', `#${event.position} (revision ${event.revision})`],
    ['Recorded', formatTimestamp(event.recordedAt)],
    ['Occurred', formatTimestamp(event.occurredAt)],
    ['By', event.userName ?? 'System'],
    ['Type', `${event.type} v${event.version}`],
    ['Command', event.commandId],
    ['Correlation', event.correlationId],
    ['Caused by', event.causationId],
    ['Hash', event.hash],
  ];
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text size="sm" ff={/Command|Correlation|Caused|Hash/.test(label) ? 'monospace' : undefined} style={{ wordBreak: 'break-all' }}>
                  {value}
                </Text>
              </div>
            ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Title order={5} mb="xs">
            Data
          </Title>
          <ScrollArea.Autosize mah={480}>
            <Code block aria-label="Event data">
              {JSON.stringify(event.data, null, 2)}
            </Code>
          </ScrollArea.Autosize>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={5} mb="xs">
            Metadata
          </Title>
          <ScrollArea.Autosize mah={480}>
            <Code block aria-label="Event metadata">
              {JSON.stringify(event.metadata, null, 2)}
            </Code>
          </ScrollArea.Autosize>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
