// The journal entries (spec 002 §2 /accounting/view): journals and opening balances posted by hand,
// paged, between dates; one opens in a drawer with its lines and, for the owner or an admin, Reverse.
// The whole journal's export (hledger / ledger-cli) is here too.

import { Alert, Badge, Button, Drawer, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { isOwnerOrAdmin } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate } from '../../../lib/date.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { JOURNALS_PAGE_SIZE, useJournal, useJournalAccounts, useJournals, useReverseJournal, type Journal, type JournalSummary } from '../api/journals.js';

const KIND_LABEL: Record<string, string> = { journal: 'Journal', 'opening-balances': 'Opening balances' };

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'reversed' ? 'gray' : 'teal'} radius="sm">
      {status === 'reversed' ? 'Reversed' : 'Posted'}
    </Badge>
  );
}

export function JournalEntriesRoute() {
  const money = useMoney();
  const user = useCurrentUserInShell();
  const canPost = isOwnerOrAdmin(user);
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const page = Math.max(1, Number(get('page')) || 1);
  const journals = useJournals(page, get('startDate'), get('endDate'));
  const open = get('journal') || null;
  const dated = Boolean(get('startDate') || get('endDate'));

  const columns = useMemo<Column<JournalSummary>[]>(
    () => [
      { id: 'date', accessorKey: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.date) },
      { id: 'reference', accessorKey: 'reference', header: 'Reference' },
      {
        id: 'memo',
        accessorFn: (row) => row.memo ?? '',
        header: 'Memo',
        meta: { wide: true },
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {row.original.kind !== 'journal' && (
              <Badge variant="outline" radius="sm" color="indigo">
                {KIND_LABEL[row.original.kind]}
              </Badge>
            )}
            <Text size="sm">{row.original.kind === 'journal' ? (row.original.memo ?? '') : ''}</Text>
          </Group>
        ),
      },
      { id: 'total', accessorKey: 'total', header: 'Total', meta: { align: 'right' }, cell: ({ row }) => money.format(row.original.total) },
      { id: 'status', accessorKey: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    ],
    [money],
  );

  return (
    <>
      <PageHeader
        title="Journal Entries"
        description="Journals and opening balances posted by hand. Open one to see its lines or reverse it."
        trail={[{ label: 'Accounting', to: paths.accounting }]}
        actions={
          <Group gap="xs">
            <Button component="a" href="/api/v1/accounting/journal/export" download variant="default" leftSection={<IconDownload size={16} />}>
              Export journal (hledger)
            </Button>
            {canPost && (
              <>
                <Button component={Link} to={paths.openingBalance} variant="default">
                  Opening balances
                </Button>
                <Button component={Link} to={paths.journalEntry} leftSection={<IconPlus size={16} />}>
                  New journal entry
                </Button>
              </>
            )}
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end">
          <IsoDateInput label="From" value={get('startDate')} onChange={(value) => set({ startDate: value, page: '' })} clearable w={150} />
          <IsoDateInput label="To" value={get('endDate')} onChange={(value) => set({ endDate: value, page: '' })} clearable w={150} />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <DataTable
          label="Journal entries"
          columns={columns}
          rows={journals.data?.data}
          loading={journals.isPending}
          error={journals.error}
          onRetry={() => void journals.refetch()}
          empty={
            <Stack align="center" gap="xs">
              <Text fw={600}>{dated ? 'No journal entries in this period' : 'No journal entries yet'}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {dated
                  ? 'Change or clear the dates to see more.'
                  : 'Entries posted by hand show here: the opening balances of a business that was trading before, and corrections.'}
              </Text>
              {/* What to post first: the owner's or an admin's (the pages' guard), never a button to a refusal. */}
              {canPost && !dated && (
                <Group gap="xs" justify="center" mt="xs">
                  <Button component={Link} to={paths.openingBalance}>
                    Enter opening balances
                  </Button>
                  <Button component={Link} to={paths.journalEntry} variant="default">
                    New journal entry
                  </Button>
                </Group>
              )}
            </Stack>
          }
          page={page}
          total={journals.data?.total}
          pageSize={JOURNALS_PAGE_SIZE}
          onPage={(next) => set({ page: String(next) })}
          rowKey={(row) => row.id}
          onRowClick={(row) => set({ journal: row.id })}
          minWidth={640}
          stackOnPhone
        />
      </Paper>
      <Drawer opened={open !== null} onClose={() => set({ journal: '' })} position="right" size="xl" title="Journal entry">
        {open && <JournalDetail id={open} canReverse={canPost} />}
      </Drawer>
    </>
  );
}

function JournalDetail({ id, canReverse }: { id: string; canReverse: boolean }) {
  const money = useMoney();
  const journal = useJournal(id);
  const accounts = useJournalAccounts();
  const names = useMemo(() => new Map((accounts.data?.accounts ?? []).map((account) => [account.code, account.name])), [accounts.data]);
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState
      label="Loading the journal…"
      isLoading={journal.isPending}
      error={journal.error}
      isEmpty={false}
      empty={null}
      onRetry={() => void journal.refetch()}
    >
      {journal.data && (
        <Stack>
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={700} size="lg">
                {journal.data.reference}
              </Text>
              <Text size="sm" c="dimmed">
                {KIND_LABEL[journal.data.kind]} · {formatDate(journal.data.date)}
                {journal.data.reversalDate ? ` · reversed on ${formatDate(journal.data.reversalDate)}` : ''}
              </Text>
            </Stack>
            <StatusBadge status={journal.data.status} />
          </Group>
          {journal.data.memo && <Text>{journal.data.memo}</Text>}
          {/* On a phone each line is a card (.lines-table): the account, then its description and amounts. */}
          <Table aria-label="Lines of the journal" striped className="lines-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Debit</Table.Th>
                <Table.Th ta="right">Credit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {journal.data.lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td className="line-wide">
                    <Text size="sm">
                      {line.account} · {names.get(line.account) ?? ''}
                    </Text>
                    {(line.bankAccountName || line.contactName) && (
                      <Text size="xs" c="dimmed">
                        {line.bankAccountName ?? line.contactName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label="Description">{line.description ?? ''}</Table.Td>
                  <Table.Td ta="right" data-label="Debit" style={{ whiteSpace: 'nowrap' }}>
                    {/^0*\.?0*$/.test(line.debit) ? '' : money.format(line.debit)}
                  </Table.Td>
                  <Table.Td ta="right" data-label="Credit" style={{ whiteSpace: 'nowrap' }}>
                    {/^0*\.?0*$/.test(line.credit) ? '' : money.format(line.credit)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {canReverse && journal.data.kind === 'journal' && journal.data.status === 'posted' && (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                Reverse
              </Button>
            </Group>
          )}
          {journal.data.kind !== 'journal' && (
            <Text size="sm" c="dimmed">
              Opening balances are replaced, not reversed: record them again on the <Link to={paths.openingBalance}>opening balances</Link> page.
            </Text>
          )}
          <ReverseDialog journal={journal.data} opened={confirming} onClose={() => setConfirming(false)} />
        </Stack>
      )}
    </QueryState>
  );
}

function ReverseDialog({ journal, opened, onClose }: { journal: Journal; opened: boolean; onClose: () => void }) {
  const reverse = useReverseJournal();
  const [date, setDate] = useState(journal.date);
  return (
    <Modal opened={opened} onClose={onClose} title={`Reverse ${journal.reference}?`}>
      <Stack>
        <Text size="sm">
          Its lines are posted again with debit and credit swapped, so the books are as if it had not been posted from that date. The journal itself stays in
          the history, marked reversed. A journal is reversed once.
        </Text>
        <IsoDateInput label="Reversal date" value={date} onChange={setDate} minDate={journal.date} />
        {reverse.error && (
          <Alert color="red" role="alert">
            {reverse.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={reverse.isPending} onClick={() => reverse.mutate({ id: journal.id, date: date || undefined }, { onSuccess: onClose })}>
            Reverse journal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
