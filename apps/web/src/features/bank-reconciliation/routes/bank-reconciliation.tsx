// /bank-reconciliation: a bank account's statement against its books up to an end date. The
// figures say how far apart they are (the difference is zero once every line and entry that
// differs is explained); below, the statement's lines the books lack, with the entries that may
// be them, the books' entries the statement lacks, and what is matched already.

import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarX, IconCircleCheck, IconFileImport, IconLinkOff, IconPlus, IconWand } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Decimal } from '@ledgerline/ledger';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { isOwnerOrAdmin } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate } from '../../../lib/date.js';
import { newIdempotencyKey } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { notifySuccess } from '../../../lib/notify.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { isMoneyIn } from '../amounts.js';
import { useAutoMatch, useMatchLine, useReconciliation, useUnmatchLine, type BookEntry, type Reconciliation, type UnmatchedStatementLine } from '../api.js';
import { BankAccountState, EmptyPanel, bankAccountLabel, useChosenBankAccount } from '../components/bank-account-picker.js';
import { ManualMatchDialog } from '../components/manual-match-dialog.js';

/** A field's width on a phone: two side by side in the controls' row (its gap is `md`). */
const HALF = 'calc(50% - var(--mantine-spacing-md) / 2)';

export function BankReconciliationRoute() {
  const user = useCurrentUserInShell();
  const mayWrite = isOwnerOrAdmin(user);
  const { accounts, account, select, params, set } = useChosenBankAccount();
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const endsBeforeStart = Boolean(startDate && endDate && endDate < startDate);
  const reconciliation = useReconciliation(account && !endsBeforeStart ? { bankAccountId: account.bankAccountId, startDate, endDate } : null);
  const autoMatch = useAutoMatch();
  const data = reconciliation.data;
  const noStatement = data !== undefined && data.statementStart === null && data.unmatchedLines.length === 0 && data.matched.length === 0;

  const runAutoMatch = () => {
    if (!data) return;
    autoMatch.mutate(
      { body: { bankAccountId: data.bankAccount.bankAccountId, endDate: data.endDate }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: ({ data: { matched } }) =>
          notifySuccess(
            matched === 0
              ? 'No line pairs up with a single entry of the same amount and date: match the rest by hand.'
              : `${matched} ${matched === 1 ? 'line' : 'lines'} matched with the books.`,
            'Auto-match',
          ),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Bank Reconciliation"
        description={
          data
            ? `${bankAccountLabel(data.bankAccount)} · ${formatDate(data.startDate)} – ${formatDate(data.endDate)}`
            : 'Match the books to the bank, line by line.'
        }
        trail={[{ label: 'Accounting', to: paths.accounting }]}
        actions={
          account && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} />}
                component={Link}
                to={withQuery(paths.bankStatement, { bank: account.bankAccountId })}
              >
                Statements
              </Button>
              {mayWrite && data && !noStatement && (
                <Button
                  leftSection={<IconWand size={16} />}
                  onClick={runAutoMatch}
                  loading={autoMatch.isPending}
                  disabled={data.unmatchedLines.length === 0 || data.unmatchedEntries.length === 0}
                >
                  Auto-match
                </Button>
              )}
            </>
          )
        }
      />
      <BankAccountState accounts={accounts} account={account}>
        <Stack>
          <Paper withBorder radius="md" p="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              {select}
              <IsoDateInput
                label="From"
                value={startDate}
                onChange={(value) => set({ startDate: value })}
                clearable
                w={{ base: HALF, xs: 150 }}
                placeholder="Start of month"
              />
              <IsoDateInput
                label="To"
                value={endDate}
                onChange={(value) => set({ endDate: value })}
                clearable
                w={{ base: HALF, xs: 150 }}
                placeholder="Today"
                error={endsBeforeStart ? 'Must not be before From' : undefined}
              />
            </Group>
          </Paper>
          {autoMatch.error && (
            <Alert color="red" variant="light" role="alert" title="Auto-match failed">
              {autoMatch.error.message}
            </Alert>
          )}
          <QueryState
            label="Loading the reconciliation…"
            isLoading={!endsBeforeStart && reconciliation.isPending}
            error={reconciliation.error}
            onRetry={() => void reconciliation.refetch()}
            isEmpty={false}
            empty={null}
          >
            {endsBeforeStart ? (
              <EmptyPanel icon={<IconCalendarX size={32} stroke={1.5} aria-hidden />} title="Check the dates">
                Choose a To date on or after the From date.
              </EmptyPanel>
            ) : noStatement ? (
              <EmptyPanel
                icon={<IconFileImport size={32} stroke={1.5} aria-hidden />}
                title={`No statement for ${bankAccountLabel(account)} yet`}
                action={
                  <Button
                    component={Link}
                    to={withQuery(paths.bankStatement, { bank: account.bankAccountId })}
                    leftSection={<IconFileImport size={16} />}
                    mt="xs"
                  >
                    Import a statement
                  </Button>
                }
              >
                Import the bank’s statement first: its lines are what the books are matched against.
              </EmptyPanel>
            ) : (
              data && <ReconciliationView data={data} mayWrite={mayWrite} />
            )}
          </QueryState>
        </Stack>
      </BankAccountState>
    </>
  );
}

function ReconciliationView({ data, mayWrite }: { data: Reconciliation; mayWrite: boolean }) {
  const money = useMoney();
  const [matching, setMatching] = useState<UnmatchedStatementLine | null>(null);
  const end = formatDate(data.endDate);
  const reconciled = data.reconciled;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <FigureCard
          label="Statement balance"
          amount={data.statementBalance === null ? '—' : money.format(data.statementBalance)}
          note={data.statementBalance === null ? `No statement line by ${end}` : `Last statement line by ${end}`}
          testId="statement-balance"
        />
        <FigureCard label="Book balance" amount={money.format(data.bookBalance)} note={`In the books at ${end}`} testId="book-balance" />
        <FigureCard
          label="Unmatched on the statement"
          amount={money.format(data.unmatchedStatementTotal)}
          note={`${data.unmatchedLines.length} ${data.unmatchedLines.length === 1 ? 'line' : 'lines'} not in the books`}
          testId="unmatched-statement"
        />
        <FigureCard
          label="Unmatched in the books"
          amount={money.format(data.unmatchedBookTotal)}
          note={`${data.unmatchedEntries.length} ${data.unmatchedEntries.length === 1 ? 'entry' : 'entries'} not on the statement`}
          testId="unmatched-books"
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" style={reconciled ? { borderColor: 'var(--mantine-color-teal-6)' } : undefined}>
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Difference
            </Text>
            <Text size="xl" fw={700} data-testid="difference">
              {data.difference === null ? '—' : money.format(data.difference)}
            </Text>
            <Text size="xs" c="dimmed">
              Book balance and what the books lack, against the statement balance and what the statement lacks: zero when the lists below explain every naira
              between the books and the bank.
            </Text>
          </Stack>
          <ReconciledBadge data={data} />
        </Group>
      </Paper>

      <Section title="On the statement, not in the books" count={data.unmatchedLines.length} empty="Every statement line up to this date is in the books.">
        <UnmatchedLines
          lines={data.unmatchedLines}
          bankAccountId={data.bankAccount.bankAccountId}
          mayWrite={mayWrite}
          onMatchByHand={setMatching}
          canMatchByHand={data.unmatchedEntries.length > 0}
        />
      </Section>
      <Section
        title="In the books, not on the statement"
        count={data.unmatchedEntries.length}
        empty="Every book entry since the first statement line is on the statement."
      >
        <EntryTable label="In the books, not on the statement" entries={data.unmatchedEntries} />
      </Section>
      <Section title="Matched" count={data.matched.length} empty="Nothing matched in this period yet.">
        <MatchedLines data={data} mayWrite={mayWrite} />
      </Section>
      {matching && <ManualMatchDialog line={matching} entries={data.unmatchedEntries} onClose={() => setMatching(null)} />}
    </Stack>
  );
}

/**
 * The server's `reconciled`: a zero difference with every statement line matched. A zero
 * difference with lines left says how many are still to match or record.
 */
function ReconciledBadge({ data }: { data: Reconciliation }) {
  if (data.reconciled)
    return (
      <Badge size="lg" color="teal" variant="filled" leftSection={<IconCircleCheck size={16} />}>
        Reconciled
      </Badge>
    );
  const left = data.unmatchedLines.length;
  return (
    <Badge size="lg" color="orange" variant="light">
      {data.difference !== null && new Decimal(data.difference).isZero() && left > 0
        ? `${left} ${left === 1 ? 'line' : 'lines'} to match or record`
        : 'Not reconciled'}
    </Badge>
  );
}

function FigureCard({ label, amount, note, testId }: { label: string; amount: string; note: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

function Section({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group gap="xs" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Badge variant="light" color={count === 0 ? 'gray' : 'blue'}>
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

/** A signed amount: money in teal, money out red with its minus. */
function SignedAmount({ amount }: { amount: string }) {
  const money = useMoney();
  return (
    <Text span size="sm" fw={500} c={isMoneyIn(amount) ? 'teal.8' : 'red.8'} style={{ whiteSpace: 'nowrap' }}>
      {money.format(amount)}
    </Text>
  );
}

/** "05/11/2026 · TRF0002 · Transfer to Ade Supplies": how a book entry is named wherever it is offered. */
const entryText = (entry: BookEntry) => [formatDate(entry.date), entry.reference, entry.description].filter(Boolean).join(' · ');

/**
 * Where a line the books lack is recorded: money out as an expense (a bank charge), money in as
 * money in (interest), the form filled with the line's date, amount, account and description.
 */
const recordPath = (line: UnmatchedStatementLine, bankAccountId: string) =>
  withQuery(isMoneyIn(line.amount) ? paths.createMoneyInTransaction : paths.createExpenseTransaction, {
    date: line.date,
    amount: line.amount.replace(/^-/, ''),
    account: bankAccountId,
    description: line.description || undefined,
  });

function UnmatchedLines({
  lines,
  bankAccountId,
  mayWrite,
  canMatchByHand,
  onMatchByHand,
}: {
  lines: UnmatchedStatementLine[];
  bankAccountId: string;
  mayWrite: boolean;
  canMatchByHand: boolean;
  onMatchByHand: (line: UnmatchedStatementLine) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') === true;
  const match = useMatchLine();
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 860}>
      <Table aria-label="On the statement, not in the books" className="lines-table" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Statement line</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Suggested from the books</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.lineId} data-line={line.lineId}>
              <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(line.date)}
              </Table.Td>
              <Table.Td className="line-wide">
                <Text size="sm">{line.description || '—'}</Text>
                {line.reference && (
                  <Text size="xs" c="dimmed">
                    Ref {line.reference}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" data-label="Amount">
                <SignedAmount amount={line.amount} />
              </Table.Td>
              <Table.Td className="line-wide" data-label="Suggested from the books">
                {line.suggestions.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    No entry of this amount near this date
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {line.suggestions.map((entry) => (
                      <Group key={entry.entryId} gap="xs" wrap="nowrap" justify="space-between">
                        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                          {entryText(entry)}
                        </Text>
                        {mayWrite && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            aria-label={`Match ${line.description || formatDate(line.date)} with ${entryText(entry)}`}
                            loading={match.isPending && match.variables?.body.lineId === line.lineId}
                            disabled={match.isPending}
                            onClick={() =>
                              match.mutate(
                                { body: { lineId: line.lineId, entryIds: [entry.entryId] }, idempotencyKey: newIdempotencyKey() },
                                { onSuccess: () => notifySuccess(`${line.description || 'The line'} is matched with ${entry.reference || 'its book entry'}.`) },
                              )
                            }
                          >
                            Match
                          </Button>
                        )}
                      </Group>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td className="line-wide">
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {mayWrite && canMatchByHand && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onMatchByHand(line)}
                      aria-label={`Match ${line.description || formatDate(line.date)} by hand`}
                    >
                      Match by hand
                    </Button>
                  )}
                  {/* Not in the books at all (a bank charge, interest): record it, then match it. */}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    component={Link}
                    to={recordPath(line, bankAccountId)}
                    leftSection={<IconPlus size={14} />}
                    aria-label={`Record ${line.description || formatDate(line.date)} in the books`}
                  >
                    Record
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {match.error && (
        <Text size="sm" c="red.7" role="alert" mt="xs">
          {match.error.message}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}

function EntryTable({ label, entries }: { label: string; entries: BookEntry[] }) {
  const phone = useMediaQuery('(max-width: 36em)') === true;
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 600}>
      <Table aria-label={label} className="lines-table" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.entryId}>
              <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(entry.date)}
              </Table.Td>
              <Table.Td data-label="Reference">{entry.reference}</Table.Td>
              <Table.Td className="line-wide">{entry.description || '—'}</Table.Td>
              <Table.Td ta="right" data-label="Amount">
                <SignedAmount amount={entry.amount} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MatchedLines({ data, mayWrite }: { data: Reconciliation; mayWrite: boolean }) {
  const phone = useMediaQuery('(max-width: 36em)') === true;
  const unmatch = useUnmatchLine();
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 760}>
      <Table aria-label="Matched" className="lines-table" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Statement line</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>In the books</Table.Th>
            <Table.Th>How</Table.Th>
            {mayWrite && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.matched.map((line) => (
            <Table.Tr key={line.lineId}>
              <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(line.date)}
              </Table.Td>
              <Table.Td className="line-wide">
                <Text size="sm">{line.description || '—'}</Text>
                {line.reference && (
                  <Text size="xs" c="dimmed">
                    Ref {line.reference}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" data-label="Amount">
                <SignedAmount amount={line.amount} />
              </Table.Td>
              <Table.Td className="line-wide" data-label="In the books">
                <Stack gap={2}>
                  {line.entries.map((entry) => (
                    <Text key={entry.entryId} size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {entryText(entry)}
                      {line.entries.length > 1 && <> · {<SignedAmount amount={entry.amount} />}</>}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td data-label="How">
                <Badge variant="light" color={line.auto ? 'grape' : 'blue'}>
                  {line.auto ? 'Auto' : 'By hand'}
                </Badge>
              </Table.Td>
              {mayWrite && (
                <Table.Td className="line-actions">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconLinkOff size={14} />}
                    loading={unmatch.isPending && unmatch.variables?.lineId === line.lineId}
                    disabled={unmatch.isPending}
                    aria-label={`Unmatch ${line.description || formatDate(line.date)}`}
                    onClick={() => unmatch.mutate({ lineId: line.lineId, idempotencyKey: newIdempotencyKey() })}
                  >
                    Unmatch
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {unmatch.error && (
        <Text size="sm" c="red.7" role="alert" mt="xs">
          {unmatch.error.message}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
