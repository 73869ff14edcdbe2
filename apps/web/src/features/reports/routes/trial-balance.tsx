// TrialBalance: every account's debits, credits and balance up to a date; the totals agree. Each
// account links to its page of the chart (entries with a running balance).

import { accountTypeLabel } from '@ledgerline/ledger';
import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { DataOf } from '../../../lib/api-answers.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate } from '../../../lib/date.js';
import { fromMinorUnits, toMinorUnits } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import { chartAccountPath, paths } from '../../../lib/paths.js';
import { useReport, withQuery } from '../api/reports.js';
import { PageHeader } from '../../../components/page-header.js';
import { EmptyReport, KnownAtInput, ReportError, ReportLoading } from '../components/report-state.js';
import { firstSteps } from '../first-steps.js';

type TrialBalance = DataOf<'/api/v1/reports/trial-balance', 'get'>;

export function TrialBalanceRoute() {
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? '';
  const knownAt = params.get('knownAt') ?? '';
  const report = useReport<TrialBalance>(withQuery('/reports/trial-balance', { date, knownAt }));
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const data = report.data;
  // A side with nothing on it is left blank, in any currency's decimals ('0.00', JPY '0').
  const isZero = (amount: string) => toMinorUnits(amount, money.currency) === 0n;
  const sum = (pick: 'debitBalance' | 'creditBalance') => {
    // Sum exactly in the currency's minor units (BigInt), never through floats.
    const total = (data?.accounts ?? []).reduce((acc, account) => acc + toMinorUnits(account[pick], money.currency), 0n);
    return fromMinorUnits(total, money.currency);
  };
  return (
    <>
      <PageHeader
        title="Trial Balance"
        description={data ? `${data.businessName} · at ${formatDate(data.date)}` : undefined}
        trail={[{ label: 'Accounting', to: paths.accounting }]}
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end">
          <IsoDateInput label="At the end of" value={date} onChange={(value) => set('date', value)} clearable w={170} />
          <KnownAtInput value={knownAt} onChange={(value) => set('knownAt', value)} />
        </Group>
      </Paper>
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : data!.accounts.length === 0 ? (
        <EmptyReport actions={[firstSteps.sale, firstSteps.openingBalances]}>
          No entries yet: record a transaction, or enter what the business already owns and owes, and its accounts show here.
        </EmptyReport>
      ) : (
        <Paper withBorder radius="md" p="md">
          {/* On a phone each account is a card (.lines-table): its name, its type and the side it stands on. */}
          <Table striped aria-label="Trial balance" className="lines-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Debit</Table.Th>
                <Table.Th ta="right">Credit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data!.accounts.map((account) => (
                <Table.Tr key={`${account.code}-${account.subAccount}`}>
                  <Table.Td ff="monospace" data-label="Code">
                    {account.code}
                  </Table.Td>
                  <Table.Td className="line-wide">
                    {/* Each account opens its page of the chart: its entries with a running balance. */}
                    <Anchor component={Link} to={chartAccountPath(account.code, account.subAccount) ?? paths.chartOfAccounts} size="sm">
                      {account.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label="Type">
                    {/* Mantine's badge sets its text in capitals; the label is read as written. */}
                    <Badge variant="light" color="gray" radius="sm" tt="none">
                      {accountTypeLabel(account.type)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" data-label="Debit" style={{ whiteSpace: 'nowrap' }}>
                    {isZero(account.debitBalance) ? '' : money.format(account.debitBalance)}
                  </Table.Td>
                  <Table.Td ta="right" data-label="Credit" style={{ whiteSpace: 'nowrap' }}>
                    {isZero(account.creditBalance) ? '' : money.format(account.creditBalance)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>Totals</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(sum('debitBalance'))}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(sum('creditBalance'))}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            {sum('debitBalance') === sum('creditBalance') ? 'Debits equal credits.' : 'Debits and credits differ.'}
          </Text>
        </Paper>
      )}
    </>
  );
}
