// CashFlow: the cash flow statement, direct method. Where the cash on hand and at bank came from
// and where it went in a period, in operating, investing and financing sections; the cash at its
// start and end; a chart of each day's or month's flows; and each cash account's change.

import { Anchor, Button, Grid, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { API_BASE_PATH } from '../../../lib/api-client.js';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import type { DataOf } from '../../../lib/api-answers.js';
import { formatDate } from '../../../lib/date.js';
import { fromMinorUnits, toMinorUnits } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import { chartAccountPath, paths } from '../../../lib/paths.js';
import { useReport, withQuery, type StatementSection } from '../api/reports.js';
import { CashFlowChart } from '../components/cash-flow-chart.js';
import { Figure, useNamedPeriod } from '../components/report-period.js';
import { EmptyReport, ReportError, ReportLoading } from '../components/report-state.js';
import { StatementTable, useStatementAmount } from '../components/statement.js';
import { firstSteps } from '../first-steps.js';

type CashFlow = DataOf<'/api/v1/reports/cash-flow', 'get'>;

export function CashFlowRoute() {
  const money = useMoney();
  const statementAmount = useStatementAmount();
  const { dates, controls } = useNamedPeriod();
  const report = useReport<CashFlow>(withQuery('/reports/cash-flow', dates ?? {}), { enabled: dates !== null });
  const pdfHref = `${API_BASE_PATH}${withQuery('/reports/cash-flow/pdf', dates ?? {})}`;
  const data = report.data;

  // Amounts compared and added in the currency's minor units (BigInt), never through floats.
  const minor = (amount: string) => toMinorUnits(amount, money.currency);
  const isZero = (amount: string) => minor(amount) === 0n;
  const sum = (amounts: bigint[]) =>
    fromMinorUnits(
      amounts.reduce((a, b) => a + b, 0n),
      money.currency,
    );
  const amounts = (data?.sections ?? []).flatMap((section) => section.lines.map((line) => minor(line.amount)));
  const moneyIn = sum(amounts.filter((amount) => amount > 0n));
  const moneyOut = sum(amounts.filter((amount) => amount < 0n).map((amount) => -amount));
  const moved = data?.intervals.some((row) => [row.operating, row.investing, row.financing].some((amount) => !isZero(amount))) ?? false;
  const nothing = data !== undefined && !moved && isZero(data.openingCash) && isZero(data.closingCash);

  const change = data ? minor(data.netChange) : 0n;
  const changeNote =
    change === 0n ? 'No change over the period' : `${change > 0n ? 'Up' : 'Down'} ${money.format(sum([change < 0n ? -change : change]))} over the period`;
  const openingNote =
    data && !isZero(data.openingBalancesEntered) ? `Includes opening balances entered: ${money.format(data.openingBalancesEntered)}` : undefined;

  // The statement table's shape: one column, zero lines left out (the answer carries every line).
  const sections = (data?.sections ?? []).map((section): StatementSection => ({
    key: section.key,
    label: section.label,
    lines: section.lines.filter((line) => !isZero(line.amount)).map((line) => ({ key: line.key, label: line.label, amounts: [line.amount] })),
    total: { key: `${section.key}Total`, label: `Net cash from ${section.label.toLowerCase()}`, amounts: [section.total] },
  }));
  const periodText = data ? `${formatDate(data.startDate)} – ${formatDate(data.endDate)}` : '';

  return (
    <>
      <PageHeader
        title="Cash Flow Statement"
        description={data ? `${data.businessName} · ${periodText}` : 'Where cash came from and where it went, over a period.'}
        trail={[{ label: 'Accounting', to: paths.accounting }]}
        actions={
          <Button variant="default" leftSection={<IconDownload size={16} />} component="a" href={pdfHref} download disabled={dates === null}>
            Download PDF
          </Button>
        }
      />
      {controls}
      {dates === null ? (
        <EmptyReport>Choose the first and last day of the period, then Apply.</EmptyReport>
      ) : report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : nothing ? (
        <EmptyReport actions={[firstSteps.sale, firstSteps.moneyIn, firstSteps.openingBalances]}>
          No cash came in or went out in this period, and the business holds no cash or bank balance. Record a sale or money in, or enter the cash and bank
          balances the business already has, and it shows here.
        </EmptyReport>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Figure label="Cash at start" amount={statementAmount(data!.openingCash)} note={openingNote} testId="cash-flow-opening" />
            <Figure label="Money in" amount={money.format(moneyIn)} testId="cash-flow-in" />
            <Figure label="Money out" amount={money.format(moneyOut)} testId="cash-flow-out" />
            <Figure label="Cash at end" amount={statementAmount(data!.closingCash)} note={changeNote} testId="cash-flow-closing" />
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            <Text fw={600} mb="sm">
              Cash in and out by {data!.interval}
            </Text>
            {/* Bars of nothing under a made-up axis say less than a sentence: drawn once cash has moved. */}
            {moved ? (
              <CashFlowChart interval={data!.interval} intervals={data!.intervals} />
            ) : (
              <Text size="sm" c="dimmed">
                No cash came in or went out in this period.
              </Text>
            )}
          </Paper>
          <Grid gap="md">
            {/* Side by side only where the accounts' four columns fit beside the statement. */}
            <Grid.Col span={{ base: 12, xl: 7 }}>
              <Paper withBorder radius="md" p="md">
                <StatementTable
                  label="Cash flow statement"
                  columns={[periodText]}
                  emptyText="No movements"
                  parts={[
                    ...sections.map((section) => ({ kind: 'section' as const, section })),
                    { kind: 'line', line: { key: 'netChange', label: 'Net change in cash', amounts: [data!.netChange] }, emphasis: 'total' },
                    { kind: 'line', line: { key: 'openingCash', label: 'Cash at start of period', amounts: [data!.openingCash] } },
                    { kind: 'line', line: { key: 'closingCash', label: 'Cash at end of period', amounts: [data!.closingCash] }, emphasis: 'grand' },
                  ]}
                />
                {openingNote && (
                  // Opening balances are where the books start, not money that came in: counted in the cash at start.
                  <Text size="xs" c="dimmed" mt="xs" data-testid="cash-flow-opening-note">
                    Cash at start {openingNote.charAt(0).toLowerCase() + openingNote.slice(1)}.
                  </Text>
                )}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, xl: 5 }}>
              <CashAccounts
                accounts={data!.accounts}
                openingBalancesEntered={isZero(data!.openingBalancesEntered) ? undefined : data!.openingBalancesEntered}
              />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </>
  );
}

/**
 * Each cash account (cash on hand, each bank by name): at the start, at the end, the change; each
 * opens its page of the chart. An account's start is the day before the period, so opening balances
 * entered in it show in its change, where the statement counts them in the cash at start.
 */
function CashAccounts({ accounts, openingBalancesEntered }: { accounts: CashFlow['accounts']; openingBalancesEntered?: string }) {
  const amount = useStatementAmount();
  const money = useMoney();
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="sm">
        Cash accounts
      </Text>
      {accounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No cash or bank accounts yet.
        </Text>
      ) : (
        // On a phone each account is a card (.lines-table) of its three labelled figures.
        <Table aria-label="Cash accounts" className="lines-table" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th ta="right">At start</Table.Th>
              <Table.Th ta="right">At end</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => (
              <Table.Tr key={`${account.code}-${account.subAccount}`}>
                <Table.Td className="line-wide">
                  <Anchor component={Link} to={chartAccountPath(account.code, account.subAccount) ?? paths.chartOfAccounts} size="sm">
                    {account.name}
                  </Anchor>
                </Table.Td>
                {(
                  [
                    ['At start', account.opening],
                    ['At end', account.closing],
                    ['Change', account.change],
                  ] as const
                ).map(([label, value]) => (
                  <Table.Td key={label} ta="right" data-label={label} style={{ whiteSpace: 'nowrap' }}>
                    {amount(value)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {openingBalancesEntered && accounts.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="cash-accounts-note">
          At start is before the opening balances entered in the period ({money.format(openingBalancesEntered)}); the change includes them.
        </Text>
      )}
    </Paper>
  );
}
