// Import a bank statement: the bank's CSV export, and its closing balance when the file has no
// Balance column. What the file needs and a sample to start from are in the dialog; a refused file
// lists each row the server could not read, by its row in the file.

import { Alert, Anchor, Button, Group, List, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { CsvUploadStep, useCsvFile } from '../../../components/csv-upload-step.js';
import { formatDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { notifySuccess } from '../../../lib/notify.js';
import { statementRowErrors, useImportStatement, type StatementImported } from '../api.js';
import { readSignedAmount } from '../amounts.js';

/** A statement as a bank exports it: newest first is fine too, and the bank's own lines may sit above the header. */
export const SAMPLE_STATEMENT_CSV = [
  'Date,Description,Reference,Debit,Credit,Balance',
  '01/11/2026,Opening transfer from owner,TRF0001,,50000.00,50000.00',
  '03/11/2026,POS sale settlement,POS1187,,12500.00,62500.00',
  '05/11/2026,Transfer to Ade Supplies,TRF0002,8000.00,,54500.00',
  '30/11/2026,SMS alert charges,,52.50,,54447.50',
].join('\r\n');

const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_STATEMENT_CSV)}`;
/** The server's word for a file without a Balance column: the closing balance field is then required. */
const NO_BALANCE_COLUMN = /no Balance column/i;

export function ImportStatementDialog({
  opened,
  onClose,
  bankAccount,
  onImported,
}: {
  opened: boolean;
  onClose: () => void;
  bankAccount: { bankAccountId: string; label: string };
  onImported: (imported: StatementImported) => void;
}) {
  const money = useMoney();
  const csv = useCsvFile();
  const upload = useImportStatement();
  const keys = useSubmissionKeys();
  const [closingBalance, setClosingBalance] = useState('');
  const [closingError, setClosingError] = useState<string | null>(null);

  const rowErrors = statementRowErrors(upload.error);
  const needsClosingBalance = rowErrors.some((item) => NO_BALANCE_COLUMN.test(item.message));

  const close = () => {
    csv.clear();
    setClosingBalance('');
    setClosingError(null);
    upload.reset();
    onClose();
  };

  const submit = () => {
    const file = csv.take();
    const closing = closingBalance.trim() ? readSignedAmount(closingBalance, money.decimals) : undefined;
    if (closing === null) setClosingError(`An amount such as 54,447.50 (at most ${money.decimals} decimals; a minus for an overdraft)`);
    else setClosingError(null);
    if (!file || closing === null) return;
    const identity = { bankAccountId: bankAccount.bankAccountId, name: file.name, size: file.size, modified: file.lastModified, closing };
    upload.mutate(
      { bankAccountId: bankAccount.bankAccountId, file, closingBalance: closing, idempotencyKey: keys.keyFor(identity) },
      {
        onSuccess: ({ data }) => {
          keys.complete();
          const skipped = data.skipped > 0 ? `; ${data.skipped} already imported ${data.skipped === 1 ? 'was' : 'were'} skipped` : '';
          notifySuccess(
            `${data.lines} ${data.lines === 1 ? 'line' : 'lines'} imported, ${formatDate(data.startDate)} – ${formatDate(data.endDate)}${skipped}.`,
            'Statement imported',
          );
          onImported(data);
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Import statement" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Into <strong>{bankAccount.label}</strong>. Export the statement from your bank’s internet banking as CSV.
        </Text>
        <CsvUploadStep
          csv={csv}
          required
          instructions={
            <Stack gap={4}>
              <Text size="sm">The header row needs these columns (the bank’s own lines above it are fine):</Text>
              <List size="sm" spacing={2}>
                <List.Item>
                  <strong>Date</strong>: day first, as 05/11/2026, 05-Nov-2026 or 2026-11-05
                </List.Item>
                <List.Item>
                  <strong>Debit</strong> and <strong>Credit</strong> (money out and in), or one signed <strong>Amount</strong>
                </List.Item>
                <List.Item>
                  <strong>Description</strong> and <strong>Reference</strong>, when the bank gives them
                </List.Item>
                <List.Item>
                  <strong>Balance</strong> after each line; without it, enter the closing balance below
                </List.Item>
              </List>
              <Text size="xs" c="dimmed">
                Lines already imported from an earlier statement are skipped.
              </Text>
            </Stack>
          }
        />
        <Anchor href={SAMPLE_HREF} download="bank-statement-sample.csv" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconDownload size={14} /> Download a sample CSV
          </Group>
        </Anchor>
        <TextInput
          label="Closing balance"
          description="Only when the file has no Balance column: the balance on the statement’s last day."
          placeholder="e.g. 54,447.50"
          leftSection={<Text size="sm">{money.symbol}</Text>}
          inputMode="decimal"
          value={closingBalance}
          onChange={(event) => {
            setClosingBalance(event.currentTarget.value);
            setClosingError(null);
          }}
          error={closingError ?? (needsClosingBalance && !closingBalance.trim() ? 'This file has no Balance column: enter its closing balance' : undefined)}
          disabled={upload.isPending}
        />
        {upload.error && (
          <Alert color="red" variant="light" role="alert" title={rowErrors.length > 0 ? 'The statement was not imported' : 'Could not import the statement'}>
            <Stack gap={4}>
              {/* The server's message repeats the first row's; the list says them all. */}
              <Text size="sm">{rowErrors.length > 0 ? 'Fix these in the file (or enter what it lacks), then import it again:' : upload.error.message}</Text>
              {rowErrors.length > 0 && (
                <ScrollArea.Autosize mah={220}>
                  <List size="sm" spacing={2} aria-label="Rows to fix">
                    {rowErrors.map((item, index) => (
                      <List.Item key={`${item.row ?? 'file'}-${index}`}>{item.message}</List.Item>
                    ))}
                  </List>
                </ScrollArea.Autosize>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={upload.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
