// Match a statement line by hand with one or more book entries: a deposit of three sales, a
// transfer the bank split. The entries ticked must add up to the line's amount to the kobo; until
// they do, the dialog says what is left and Match waits.

import { Alert, Button, Checkbox, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Decimal } from '@ledgerline/ledger';
import { formatDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { notifySuccess } from '../../../lib/notify.js';
import { isMoneyIn, sumAmounts } from '../amounts.js';
import { useMatchLine, type BookEntry, type UnmatchedStatementLine } from '../api.js';

/** Days between two ISO dates, either way round. */
const daysApart = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/** Entries the same way as the line first (money in for a deposit), then by how near their date is. */
function likelyFirst(line: UnmatchedStatementLine, entries: BookEntry[]): BookEntry[] {
  const sameWay = (entry: BookEntry) => (isMoneyIn(entry.amount) === isMoneyIn(line.amount) ? 0 : 1);
  return [...entries].sort((a, b) => sameWay(a) - sameWay(b) || daysApart(a.date, line.date) - daysApart(b.date, line.date));
}

export function ManualMatchDialog({ line, entries, onClose }: { line: UnmatchedStatementLine; entries: BookEntry[]; onClose: () => void }) {
  const money = useMoney();
  const match = useMatchLine();
  const keys = useSubmissionKeys();
  const [ticked, setTicked] = useState<string[]>([]);
  const chosen = entries.filter((entry) => ticked.includes(entry.entryId));
  const total = sumAmounts(chosen.map((entry) => entry.amount));
  const remaining = new Decimal(line.amount).minus(total);
  const agree = chosen.length > 0 && remaining.isZero();

  const submit = () => {
    const body = { lineId: line.lineId, entryIds: chosen.map((entry) => entry.entryId) };
    match.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => {
          keys.complete();
          notifySuccess(`Matched with ${chosen.length} ${chosen.length === 1 ? 'entry' : 'entries'} from the books.`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Match by hand" size="lg">
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Statement line
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {formatDate(line.date)} · {line.description || 'No description'}
              {line.reference ? ` · Ref ${line.reference}` : ''}
            </Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="manual-match-line-amount">
              {money.format(line.amount)}
            </Text>
          </Group>
        </Paper>
        <Text size="sm">Tick the book entries that make up this line; they must add up to its amount.</Text>
        <ScrollArea.Autosize mah={320}>
          <Checkbox.Group value={ticked} onChange={setTicked} aria-label="Book entries">
            <Stack gap={6}>
              {likelyFirst(line, entries).map((entry) => (
                <Checkbox
                  key={entry.entryId}
                  value={entry.entryId}
                  label={
                    <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {[formatDate(entry.date), entry.reference, entry.description].filter(Boolean).join(' · ')}
                      </Text>
                      <Text size="sm" fw={500} c={isMoneyIn(entry.amount) ? 'teal.8' : 'red.8'} style={{ whiteSpace: 'nowrap' }}>
                        {money.format(entry.amount)}
                      </Text>
                    </Group>
                  }
                  styles={{ body: { width: '100%' }, labelWrapper: { width: '100%' } }}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
        <Group justify="space-between" gap="xs" wrap="wrap" aria-live="polite">
          <Text size="sm">
            Ticked: <strong data-testid="manual-match-ticked">{money.format(total.toFixed(money.decimals))}</strong>
          </Text>
          {agree ? (
            <Text size="sm" c="teal.8" fw={600}>
              Adds up to the line
            </Text>
          ) : (
            <Text size="sm" c="orange.8">
              Remaining: <strong data-testid="manual-match-remaining">{money.format(remaining.toFixed(money.decimals))}</strong>
            </Text>
          )}
        </Group>
        {match.error && (
          <Alert color="red" variant="light" role="alert">
            {match.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!agree} loading={match.isPending}>
            Match
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
