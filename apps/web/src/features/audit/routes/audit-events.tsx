// The audit trail: every event of the business, newest first, filtered by type, user, when recorded
// and document, 50 a page; 'Verify chain' recomputes the hash chain and says where it breaks.

import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate } from '../../../lib/date.js';
import { paths } from '../../../lib/paths.js';
import { useAuditEvents, useVerifyChain, type AuditEvent, type AuditFilter } from '../api/audit.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { EventTypeBadge, formatTimestamp } from '../components/event-type.js';
import { PageHeader } from '../../../components/page-header.js';

const EVENT_TYPES = [
  'SaleRecorded',
  'PurchaseRecorded',
  'ExpenseRecorded',
  'MoneyInRecorded',
  'MoneyOutRecorded',
  'FundsTransferred',
  'PaymentRecorded',
  'TransactionVoided',
  'TransactionAmended',
  'ProductCreated',
  'ContactCreated',
  'BankAccountsSet',
];

const REASONS: Record<string, string> = {
  hash_mismatch: 'an event’s content no longer matches its hash',
  revision_gap: 'an event is missing from the sequence',
  head_mismatch: 'the last event is not the one the chain ends with',
};

function useMembers() {
  return useQuery({
    queryKey: ['audit', 'members'],
    queryFn: async () =>
      (await apiClient.get<DataOf<'/api/v1/accounts/teams', 'get'>>('/accounts/teams')).data.members.map((member) => ({
        value: member.userId,
        label: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email,
      })),
    retry: false,
  });
}

export function AuditEventsRoute() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    type: params.get('type') ?? undefined,
    userId: params.get('userId') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    document: params.get('document') ?? undefined,
    sort: params.get('sort') === 'asc' ? 'asc' : undefined,
    page: Number(params.get('page') ?? 1) || 1,
    limit: 50,
  };
  const [documentText, setDocumentText] = useState(filter.document ?? '');
  const [documentDebounced] = useDebouncedValue(documentText, 400);
  const events = useAuditEvents(filter);
  const members = useMembers();
  const verify = useVerifyChain();

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if ((documentDebounced.trim() || undefined) !== filter.document) update({ document: documentDebounced.trim() || undefined });
  }, [documentDebounced]);

  const columns = useMemo<Column<AuditEvent>[]>(
    () => [
      {
        id: 'position',
        accessorFn: (row) => Number(row.position),
        header: 'Event',
        cell: ({ row }) => (
          <Anchor component={Link} to={`${paths.audit}/events/${row.original.position}`} ff="monospace" fw={600}>
            #{row.original.position}
          </Anchor>
        ),
      },
      { id: 'recordedAt', accessorKey: 'recordedAt', header: 'Recorded', cell: ({ row }) => formatTimestamp(row.original.recordedAt) },
      { id: 'type', accessorKey: 'type', header: 'What happened', cell: ({ row }) => <EventTypeBadge type={row.original.type} /> },
      { id: 'user', accessorFn: (row) => row.userName ?? '', header: 'By', cell: ({ row }) => row.original.userName ?? <Text c="dimmed">System</Text> },
      { id: 'effectiveDate', accessorFn: (row) => row.effectiveDate ?? '', header: 'Dated', cell: ({ row }) => formatDate(row.original.effectiveDate) },
      {
        id: 'document',
        header: 'Document',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.documentId ? (
            <Anchor component={Link} to={`${paths.audit}/documents/${row.original.documentId}`} size="sm" ff="monospace">
              {row.original.documentId.slice(0, 8)}…
            </Anchor>
          ) : (
            ''
          ),
      },
    ],
    [],
  );

  const result = verify.data;
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Every change to the books, who made it and when. Events are never changed: corrections are new events."
        actions={
          <Button leftSection={<IconShieldCheck size={16} />} loading={verify.isFetching} onClick={() => void verify.refetch()}>
            Verify chain
          </Button>
        }
      />
      {verify.isError && (
        <Alert color="red" variant="light" mb="md" title="Could not check the chain">
          {verify.error.message}
        </Alert>
      )}
      {result &&
        (result.ok ? (
          <Alert color="teal" variant="light" mb="md" icon={<IconShieldCheck />} title="The chain is intact" role="status">
            All {result.events} events of the business match their hashes, in sequence.
          </Alert>
        ) : (
          <Alert color="red" variant="light" mb="md" icon={<IconAlertTriangle />} title="The chain is broken" role="status">
            {result.firstBrokenPosition ? (
              <>
                It breaks at{' '}
                <Anchor component={Link} to={`${paths.audit}/events/${result.firstBrokenPosition}`}>
                  event #{result.firstBrokenPosition}
                </Anchor>
                : {REASONS[result.reason] ?? result.reason}.
              </>
            ) : (
              <>{REASONS[result.reason] ?? result.reason}.</>
            )}
          </Alert>
        ))}
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <Select
            label="What happened"
            placeholder="Any event"
            clearable
            searchable
            data={EVENT_TYPES}
            value={filter.type ?? null}
            onChange={(value) => update({ type: value ?? undefined })}
            w={160}
          />
          {members.data && (
            <Select
              label="By"
              placeholder="Anyone"
              clearable
              data={members.data}
              value={filter.userId ?? null}
              onChange={(value) => update({ userId: value ?? undefined })}
              w={160}
            />
          )}
          <IsoDateInput label="Recorded from" value={filter.from ?? ''} onChange={(value) => update({ from: value || undefined })} clearable w={140} />
          <IsoDateInput label="Recorded to" value={filter.to ?? ''} onChange={(value) => update({ to: value || undefined })} clearable w={140} />
          <TextInput
            label="Document"
            placeholder="Reference or id"
            value={documentText}
            onChange={(event) => setDocumentText(event.currentTarget.value)}
            w={160}
          />
          <Select
            label="Order"
            data={[
              { value: 'desc', label: 'Newest first' },
              { value: 'asc', label: 'Oldest first' },
            ]}
            value={filter.sort ?? 'desc'}
            onChange={(value) => update({ sort: value === 'asc' ? 'asc' : undefined })}
            allowDeselect={false}
            w={150}
          />
        </Group>
        <DataTable
          label="Audit events"
          columns={columns}
          rows={events.data?.data}
          loading={events.isPending}
          error={events.error}
          onRetry={() => void events.refetch()}
          rowKey={(row) => row.position}
          page={events.data?.page ?? filter.page}
          totalPages={events.data?.totalPages}
          total={events.data?.total}
          onPage={(page) => update({ page: String(page) })}
          empty={
            <Stack align="center" gap={4}>
              <Text fw={600}>No events match</Text>
              <Text size="sm" c="dimmed">
                Change or clear the filter.
              </Text>
            </Stack>
          }
        />
      </Paper>
    </>
  );
}
