// A document's history: every event of one transaction, product or contact, oldest first, in full.

import { Accordion, Alert, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.js';
import { useDocumentHistory } from '../api/audit.js';
import { EventBody } from '../components/event-body.js';
import { EventTypeBadge, formatTimestamp } from '../components/event-type.js';
import { PageHeader } from '../../../components/page-header.js';

export function DocumentHistoryRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const history = useDocumentHistory(id, page);
  return (
    <>
      <PageHeader title="Document history" description={<Text span>{id}</Text>} trail={[{ label: 'Audit trail', to: paths.audit }]} />
      {history.isPending ? (
        <Stack>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : history.isError ? (
        <Alert color="red" variant="light" title="Could not load the history">
          {history.error.message}
        </Alert>
      ) : history.data.data.length === 0 ? (
        <Alert color="gray" variant="light" title="No events">
          Nothing has been recorded about this document.
        </Alert>
      ) : (
        <Stack>
          <Accordion variant="separated" multiple defaultValue={[history.data.data[0]!.position]}>
            {history.data.data.map((event) => (
              <Accordion.Item key={event.position} value={event.position}>
                <Accordion.Control>
                  <Group gap="md">
                    <Text ff="monospace" fw={600}>
                      #{event.position}
                    </Text>
                    <EventTypeBadge type={event.type} />
                    <Text size="sm" c="dimmed">
                      {formatTimestamp(event.recordedAt)} · {event.userName ?? 'System'}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <EventBody event={event} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {history.data.totalPages > 1 && <Pagination total={history.data.totalPages} value={page} onChange={(next) => setParams({ page: String(next) })} />}
        </Stack>
      )}
    </>
  );
}
