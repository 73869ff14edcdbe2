// One audit event: its data (upcast to the current version) and metadata (who, when, which command).

import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.js';
import { useAuditEvent } from '../api/audit.js';
import { EventBody } from '../components/event-body.js';
import { EventTypeBadge } from '../components/event-type.js';
import { PageHeader } from '../../../components/page-header.js';

export function AuditEventRoute() {
  const { position = '' } = useParams();
  const event = useAuditEvent(position);
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>Event #{position}</span>
            {event.data && <EventTypeBadge type={event.data.type} />}
          </Group>
        }
        trail={[{ label: 'Audit trail', to: paths.audit }]}
        actions={
          event.data?.documentId ? (
            <Button variant="default" component={Link} to={`${paths.audit}/documents/${event.data.documentId}`}>
              Document history
            </Button>
          ) : undefined
        }
      />
      {event.isPending ? (
        <Stack>
          <Skeleton height={120} />
          <Skeleton height={300} />
        </Stack>
      ) : event.isError ? (
        <Alert color="red" variant="light" title="Could not load this event">
          {event.error.message}
        </Alert>
      ) : (
        <EventBody event={event.data} />
      )}
    </>
  );
}
