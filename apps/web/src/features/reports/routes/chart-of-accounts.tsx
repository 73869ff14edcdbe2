// The chart-of-accounts pages (spec 002 §2 sub-pages): each type's accounts, and one page's
// entries with opening, running and closing balances, paged, between dates, 'as known at'.

import { Anchor, Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title, Pagination } from '@mantine/core';
import { ACCOUNT } from '@ledgerline/ledger';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { DataOf } from '../../../lib/api-answers.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate } from '../../../lib/date.js';
import { toMinorUnits } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { usePaymentAccounts } from '../../../lib/payment-accounts.js';
import { TRANSACTION_TYPE_LABELS } from '../../../lib/transaction-types.js';
import { useReport, withQuery } from '../api/reports.js';
import { PageHeader } from '../../../components/page-header.js';
import { EmptyReport, KnownAtInput, ReportError, ReportLoading } from '../components/report-state.js';
import { accountFirstSteps } from '../first-steps.js';

const SECTIONS: { type: string; label: string; pages: [string, string][] }[] = [
  {
    type: 'assets',
    label: 'Assets',
    pages: [
      ['cash', 'Cash'],
      ['bank', 'Bank'],
    ],
  },
  {
    type: 'liability',
    label: 'Liabilities',
    pages: [
      ['borrowing', 'Borrowing'],
      ['vat-payables', 'VAT payables'],
      ['trade-payables', 'Trade payables'],
    ],
  },
  {
    type: 'equity',
    label: 'Equity',
    pages: [
      ['owners-contribution', "Owner's contribution"],
      ['drawings', 'Drawings'],
    ],
  },
  {
    type: 'income',
    label: 'Income',
    pages: [
      ['sales', 'Sales'],
      ['discount-received', 'Discount received'],
      ['commission-earned', 'Commission earned'],
      ['shipping', 'Shipping'],
      ['bad-debt-recovered', 'Bad debt recovered'],
      ['interest-received', 'Interest received'],
      ['gift-received', 'Gift received'],
      ['service-charge', 'Service charge'],
      ['other-income', 'Other income'],
      ['other-sales-income', 'Other sales income'],
    ],
  },
  { type: 'expenses', label: 'Expenses', pages: [] },
];

export function ChartOfAccountsRoute() {
  return (
    <>
      <PageHeader title="Chart of Accounts" description="Each account with its entries and balances." trail={[{ label: 'Accounting', to: paths.accounting }]} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SECTIONS.map((section) => (
          <Paper key={section.type} withBorder radius="md" p="md">
            <Group justify="space-between" mb="xs">
              <Title order={4}>{section.label}</Title>
              <Anchor component={Link} to={`${paths.chartOfAccounts}/${section.type}/all`} size="sm">
                All
              </Anchor>
            </Group>
            <Stack gap={4}>
              {section.pages.map(([slug, label]) => (
                <Anchor key={slug} component={Link} to={`${paths.chartOfAccounts}/${section.type}/${slug}`} size="sm">
                  {label}
                </Anchor>
              ))}
              {section.pages.length === 0 && (
                <Text size="sm" c="dimmed">
                  Every expense account, under All.
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}

/** A field's width on a phone: two side by side in the filter row (its gap is `md`). */
const HALF = 'calc(50% - var(--mantine-spacing-md) / 2)';

/** An account's page: the same shape for one subtype or a whole type. */
type ChartPage = DataOf<'/api/v1/accounting/{type}/{subtype}', 'get'>;

type ChartEntry = ChartPage['data'][number];

/**
 * What an entry was: a transfer says where the money went or came from (then its description),
 * else its own description, else whom it was with, else its kind (never the account's own name again).
 */
function entryDescription(entry: ChartEntry): string {
  if (entry.transfer) return [transferWords(entry, entry.transfer), entry.description].filter(Boolean).join(' · ');
  return entry.description ?? entry.contact?.name ?? (entry.type ? TRANSACTION_TYPE_LABELS[entry.type] : undefined) ?? 'Entry';
}

/** Seen from the line's own account: 'Transfer to GTBank' where the money left, 'Transfer from Cash on hand' where it arrived. */
function transferWords(entry: ChartEntry, { from, to }: NonNullable<ChartEntry['transfer']>): string {
  const end = entry.account.code === ACCOUNT.CASH_ON_HAND ? 'Cash' : entry.account.code === ACCOUNT.CASH_AT_BANK ? entry.account.bankAccount?.id : undefined;
  if (end === from.id) return `Transfer to ${to.name}`;
  if (end === to.id) return `Transfer from ${from.name}`;
  // Another account's line (its fee, on bank charges): both ends.
  return `Transfer from ${from.name} to ${to.name}`;
}

export function AccountPageRoute() {
  const { type = '', subtype = '' } = useParams();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const path = subtype === 'all' ? `/accounting/${type}/type` : `/accounting/${type}/${subtype}`;
  const report = useReport<ChartPage>(
    withQuery(path, { bank: get('bank'), startDate: get('startDate'), endDate: get('endDate'), knownAt: get('knownAt'), page: get('page'), limit: 25 }),
  );
  const data = report.data;
  // A side with nothing on it is left blank, in any currency's decimals ('0.00', JPY '0').
  const isZero = (amount: string) => toMinorUnits(amount, money.currency) === 0n;
  const manyAccounts = (data?.account?.accounts.length ?? 0) > 1;
  // Cash at bank holds every bank account: its page can be narrowed to one (?bank=), its balances then that bank's.
  const bankPage = data?.account?.code === ACCOUNT.CASH_AT_BANK || Boolean(get('bank'));
  const accounts = usePaymentAccounts();
  const bankOptions = (accounts.data?.accounts ?? []).filter((account) => account.id !== 'cash').map((account) => ({ value: account.id, label: account.name }));
  // Lines of several bank accounts together: each says its bank.
  const bankOf = (entry: ChartEntry) => (get('bank') ? undefined : entry.account.bankAccount?.name);
  // With no entries: what puts entries on this account, and where to record it.
  const firstSteps = accountFirstSteps(type, subtype);
  return (
    <>
      <PageHeader
        title={data?.account ? [data.account.code, data.account.name].filter(Boolean).join(' · ') : 'Account'}
        description={data?.bankAccount ? `${data.bankAccount.name} · ${data.bankAccount.accountNumber}: its entries and balances alone` : undefined}
        trail={[
          { label: 'Accounting', to: paths.accounting },
          { label: 'Chart of Accounts', to: paths.chartOfAccounts },
        ]}
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end">
          {/* On a phone the two dates sit side by side, not a screen of fields. */}
          <IsoDateInput label="From" value={get('startDate')} onChange={(value) => set('startDate', value)} clearable w={{ base: HALF, xs: 150 }} />
          <IsoDateInput label="To" value={get('endDate')} onChange={(value) => set('endDate', value)} clearable w={{ base: HALF, xs: 150 }} />
          <KnownAtInput value={get('knownAt')} onChange={(value) => set('knownAt', value)} />
          {bankPage && bankOptions.length > 0 && (
            <Select
              label="Bank account"
              placeholder="All bank accounts"
              clearable
              data={bankOptions}
              value={get('bank') || null}
              onChange={(value) => set('bank', value ?? '')}
              w={200}
            />
          )}
        </Group>
      </Paper>
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
            {[
              ['Opening balance', data!.openingBalance],
              ['Debits', data!.totalDebit],
              ['Credits', data!.totalCredit],
              ['Closing balance', data!.closingBalance],
            ].map(([label, amount]) => (
              <Paper key={label} withBorder radius="md" p="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {money.format(amount!)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {data!.data.length === 0 ? (
            // What is missing, and where to record it: each action only to whom its page opens.
            <EmptyReport actions={firstSteps.actions}>
              {get('startDate') || get('endDate') ? 'No entries on this account between these dates. ' : 'Nothing is recorded on this account yet. '}
              {firstSteps.text}
            </EmptyReport>
          ) : (
            <Paper withBorder radius="md" p="md">
              {/* On a phone each entry is a card (.lines-table): what it was, then its date, reference and amounts. */}
              <Table striped aria-label="Entries" className="lines-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Reference</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Debit</Table.Th>
                    <Table.Th ta="right">Credit</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data!.data.map((entry, index) => (
                    <Table.Tr key={`${entry.reference}-${index}`}>
                      <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(entry.date)}
                      </Table.Td>
                      <Table.Td ff="monospace" data-label="Reference" style={{ whiteSpace: 'nowrap' }}>
                        {/* A line without a reference opens its document by id. */}
                        <Anchor component={Link} to={`${paths.transactions}/${encodeURIComponent(entry.reference ?? entry.transactionId)}`}>
                          {entry.reference ?? 'View'}
                        </Anchor>{' '}
                        {entry.voided && (
                          <Badge size="xs" color="red" variant="light">
                            void
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td className="line-wide">
                        {entryDescription(entry)}
                        {/* A page of several accounts (all the assets, say) says which one each line is on. */}
                        {manyAccounts ? (
                          <Text size="xs" c="dimmed">
                            {[`${entry.account.code} · ${entry.account.name}`, bankOf(entry)].filter(Boolean).join(' · ')}
                          </Text>
                        ) : (
                          bankOf(entry) && (
                            <Text size="xs" c="dimmed">
                              {bankOf(entry)}
                            </Text>
                          )
                        )}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Debit" style={{ whiteSpace: 'nowrap' }}>
                        {isZero(entry.debit) ? '' : money.format(entry.debit)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Credit" style={{ whiteSpace: 'nowrap' }}>
                        {isZero(entry.credit) ? '' : money.format(entry.credit)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Balance" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(entry.balance)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {(data!.totalPages ?? 1) > 1 && (
                <Pagination mt="sm" total={data!.totalPages!} value={data!.page ?? 1} onChange={(page) => set('page', String(page))} size="sm" />
              )}
            </Paper>
          )}
        </Stack>
      )}
    </>
  );
}
