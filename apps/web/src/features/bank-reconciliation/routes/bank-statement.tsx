// /bank-statement: a bank account's imported statements (their period, file, lines, how many are
// matched to the books, opening and closing balance), each opening onto its lines; Import
// statement reads the bank's CSV export; Remove takes a statement and its matches out again.

import { ActionIcon, Anchor, Badge, Button, Group, Modal, Paper, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileImport, IconScale, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { isOwnerOrAdmin } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { formatDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { notifySuccess } from '../../../lib/notify.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { unsigned } from '../amounts.js';
import { useBankStatement, useBankStatements, useRemoveStatement, type BankStatementSummary } from '../api.js';
import { BankAccountState, EmptyPanel, bankAccountLabel, useChosenBankAccount } from '../components/bank-account-picker.js';
import { ImportStatementDialog } from '../components/import-statement-dialog.js';

const periodOf = (statement: { startDate: string; endDate: string }) => `${formatDate(statement.startDate)} – ${formatDate(statement.endDate)}`;

export function BankStatementRoute() {
  const user = useCurrentUserInShell();
  const mayWrite = isOwnerOrAdmin(user);
  const { accounts, account, select, params, set } = useChosenBankAccount();
  const statements = useBankStatements(account?.bankAccountId ?? null);
  const openId = params.get('statement');
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<BankStatementSummary | null>(null);
  const label = account ? bankAccountLabel(account) : '';

  const importButton = account && mayWrite && (
    <Button leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
      Import statement
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Bank Statement"
        description="Your bank’s statements, line by line, beside the books."
        trail={[{ label: 'Accounting', to: paths.accounting }]}
        actions={
          account && (
            <>
              <Button
                variant="default"
                leftSection={<IconScale size={16} />}
                component={Link}
                to={withQuery(paths.bankReconciliation, { bank: account.bankAccountId })}
              >
                Reconcile
              </Button>
              {importButton}
            </>
          )
        }
      />
      <BankAccountState accounts={accounts} account={account}>
        <Stack>
          <Paper withBorder radius="md" p="md">
            {select}
          </Paper>
          <QueryState
            label="Loading statements…"
            isLoading={statements.isPending}
            error={statements.error}
            onRetry={() => void statements.refetch()}
            isEmpty={false}
            empty={null}
          >
            {statements.data?.length === 0 ? (
              <EmptyPanel icon={<IconFileImport size={32} stroke={1.5} aria-hidden />} title="No statements yet" action={importButton}>
                Import {label}’s statement (the CSV your bank’s internet banking exports) to match its lines with the books.
              </EmptyPanel>
            ) : (
              <>
                <StatementList
                  statements={statements.data ?? []}
                  openId={openId}
                  onOpen={(statementId) => set({ statement: statementId === openId ? null : statementId })}
                  onRemove={mayWrite ? setRemoving : undefined}
                />
                {openId && <StatementLines statementId={openId} onClose={() => set({ statement: null })} />}
              </>
            )}
          </QueryState>
        </Stack>
      </BankAccountState>
      {account && (
        <ImportStatementDialog
          opened={importing}
          onClose={() => setImporting(false)}
          bankAccount={{ bankAccountId: account.bankAccountId, label }}
          onImported={(imported) => set({ statement: imported.statementId })}
        />
      )}
      <RemoveStatementDialog
        statement={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(statementId) => statementId === openId && set({ statement: null })}
      />
    </>
  );
}

function StatementList({
  statements,
  openId,
  onOpen,
  onRemove,
}: {
  statements: BankStatementSummary[];
  openId: string | null;
  onOpen: (statementId: string) => void;
  onRemove?: (statement: BankStatementSummary) => void;
}) {
  const money = useMoney();
  const phone = useMediaQuery('(max-width: 36em)') === true;
  return (
    <Paper withBorder radius="md" p={phone ? 'sm' : undefined}>
      {/* On a phone each statement is a card (.lines-table) of its labelled figures. */}
      <Table.ScrollContainer minWidth={phone ? 0 : 860}>
        <Table highlightOnHover aria-label="Statements" className="lines-table" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Period</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th ta="right">Lines</Table.Th>
              <Table.Th w={170}>Matched</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                Opening balance
              </Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                Closing balance
              </Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>Imported on</Table.Th>
              {onRemove && <Table.Th w={50} aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statements.map((statement) => {
              const open = statement.statementId === openId;
              const share = statement.lines === 0 ? 0 : (statement.matched / statement.lines) * 100;
              return (
                <Table.Tr key={statement.statementId} bg={open ? 'var(--mantine-primary-color-light)' : undefined} aria-selected={open}>
                  <Table.Td className="line-wide" style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component="button" type="button" fw={600} onClick={() => onOpen(statement.statementId)} aria-expanded={open}>
                      {periodOf(statement)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td className="line-wide" data-label="File" style={{ overflowWrap: 'anywhere' }}>
                    {statement.fileName}
                  </Table.Td>
                  <Table.Td ta="right" data-label="Lines">
                    {statement.lines}
                  </Table.Td>
                  <Table.Td data-label="Matched">
                    <Stack gap={4}>
                      <Text size="sm">
                        {statement.matched} of {statement.lines}
                      </Text>
                      <Progress
                        value={share}
                        size="sm"
                        color={statement.matched === statement.lines ? 'teal' : 'blue'}
                        aria-label={`${statement.matched} of ${statement.lines} lines matched`}
                      />
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" data-label="Opening balance" style={{ whiteSpace: 'nowrap' }}>
                    {money.format(statement.openingBalance)}
                  </Table.Td>
                  <Table.Td ta="right" data-label="Closing balance" style={{ whiteSpace: 'nowrap' }}>
                    {money.format(statement.closingBalance)}
                  </Table.Td>
                  <Table.Td data-label="Imported on" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(statement.importedAt)}
                  </Table.Td>
                  {onRemove && (
                    <Table.Td className="line-actions">
                      <Tooltip label="Remove statement">
                        <ActionIcon variant="subtle" color="red" aria-label={`Remove the statement ${periodOf(statement)}`} onClick={() => onRemove(statement)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function StatementLines({ statementId, onClose }: { statementId: string; onClose: () => void }) {
  const money = useMoney();
  const phone = useMediaQuery('(max-width: 36em)') === true;
  const statement = useBankStatement(statementId);
  const data = statement.data;
  return (
    <Paper withBorder radius="md" p="md" mt="md" aria-label="Statement lines" component="section">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>{data ? `Statement ${periodOf(data)}` : 'Statement'}</Text>
          {data && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {data.fileName} · {data.lines.length} lines · {data.lines.filter((line) => line.matched).length} matched
            </Text>
          )}
        </Stack>
        <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label="Close the statement">
          <IconX size={18} />
        </ActionIcon>
      </Group>
      <QueryState
        label="Loading the statement…"
        isLoading={statement.isPending}
        error={statement.error}
        onRetry={() => void statement.refetch()}
        isEmpty={data?.lines.length === 0}
        empty="This statement has no lines."
      >
        <Table.ScrollContainer minWidth={phone ? 0 : 820}>
          <Table striped aria-label="Statement lines" className="lines-table" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th ta="right">Money in</Table.Th>
                <Table.Th ta="right">Money out</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.lines.map((line) => {
                const out = line.amount.startsWith('-');
                return (
                  <Table.Tr key={line.lineId}>
                    <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(line.date)}
                    </Table.Td>
                    <Table.Td className="line-wide">{line.description || '—'}</Table.Td>
                    <Table.Td data-label="Reference">{line.reference}</Table.Td>
                    <Table.Td ta="right" data-label="Money in" c="teal.8" style={{ whiteSpace: 'nowrap' }}>
                      {out ? '' : money.format(unsigned(line.amount, money.decimals))}
                    </Table.Td>
                    <Table.Td ta="right" data-label="Money out" c="red.8" style={{ whiteSpace: 'nowrap' }}>
                      {out ? money.format(unsigned(line.amount, money.decimals)) : ''}
                    </Table.Td>
                    <Table.Td ta="right" data-label="Balance" style={{ whiteSpace: 'nowrap' }}>
                      {money.format(line.balance)}
                    </Table.Td>
                    <Table.Td data-label="Status">
                      <Badge variant="light" color={line.matched ? 'teal' : 'orange'}>
                        {line.matched ? 'Matched' : 'Unmatched'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
    </Paper>
  );
}

function RemoveStatementDialog({
  statement,
  onClose,
  onRemoved,
}: {
  statement: BankStatementSummary | null;
  onClose: () => void;
  onRemoved: (statementId: string) => void;
}) {
  const remove = useRemoveStatement();
  const keys = useSubmissionKeys();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!statement) return;
    const body = { statementId: statement.statementId };
    remove.mutate(
      { ...body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => {
          keys.complete();
          notifySuccess(`The statement ${periodOf(statement)} was removed.`);
          onRemoved(statement.statementId);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={statement !== null} onClose={close} title="Remove statement">
      <Stack>
        {statement && (
          <Text size="sm">
            Remove the statement {periodOf(statement)} ({statement.fileName})? Its {statement.lines} lines and their {statement.matched} matches leave the
            reconciliation; your books are not touched. You can import it again later.
          </Text>
        )}
        {remove.error && (
          <Text size="sm" c="red.7" role="alert">
            {remove.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
