import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { INVENTORY_ACCOUNTS, netOfAccounts, TotalsView, type LedgerTotals } from './ledger-totals.js';
import { accountLabel, isProfitAndLossAccount, reportPlaceOf } from './report-accounts.js';
import { figureOf, LineMaker, sumColumns, type ReportFigure, type ReportLine, type ReportSection } from './report-layout.js';

/** One column of the balance sheet: the books at `date`, and at the end of the day before `profitFrom`. */
export interface BalanceSheetColumn {
  date: string;
  /** Where profit to date starts (the start of the year unless the report names one); earlier profit is retained earnings. */
  profitFrom: string;
  /** Cumulative totals up to `date`. */
  atDate: LedgerTotals;
  /** Cumulative totals up to the day before `profitFrom`. */
  beforeProfitFrom: LedgerTotals;
}

export const BALANCE_SHEET_FIGURES = [
  'cashOnHand',
  'cashAtBank',
  'receivables',
  'inventories',
  'prepayments',
  'vatReceivable',
  'currentAssets',
  'fixedAssets',
  'totalAssets',
  'liabilities',
  'contribution',
  'drawings',
  'retainedEarnings',
  'profitToDate',
  'equity',
  'totalLiabilitiesAndEquity',
] as const;
export type BalanceSheetFigure = (typeof BALANCE_SHEET_FIGURES)[number];

export interface BalanceSheetLayout {
  columns: { date: string; profitFrom: string }[];
  currentAssets: ReportSection;
  /** At cost less accumulated depreciation. */
  fixedAssets: ReportSection;
  totalAssets: ReportLine;
  liabilities: ReportSection;
  /** Contribution, drawings (negative), retained earnings, profit to date. */
  equity: ReportSection;
  totalLiabilitiesAndEquity: ReportLine;
  /** Per column: assets = liabilities + equity (always true of balanced books). */
  balanced: boolean[];
  figures: Record<BalanceSheetFigure, ReportFigure>;
}

/** Current assets the spec names, in order; any other current-asset account follows on its own line. */
const CURRENT_ASSET_LINES: readonly { key: string; label: string; codes: readonly string[] }[] = [
  { key: 'cashOnHand', label: 'Cash on hand', codes: [ACCOUNT.CASH_ON_HAND] },
  { key: 'cashAtBank', label: 'Cash at bank', codes: [ACCOUNT.CASH_AT_BANK] },
  { key: 'receivables', label: 'Accounts receivable', codes: [ACCOUNT.ACCOUNTS_RECEIVABLE] },
  { key: 'inventories', label: 'Inventories', codes: INVENTORY_ACCOUNTS },
  { key: 'prepayments', label: 'Prepayments', codes: [ACCOUNT.PREPAYMENTS] },
  { key: 'vatReceivable', label: 'VAT receivable', codes: [ACCOUNT.VAT_RECEIVABLE] },
];
const LIABILITY_LINES: readonly string[] = [ACCOUNT.TRADE_PAYABLES, ACCOUNT.VAT_PAYABLE, ACCOUNT.BORROWINGS, ACCOUNT.CUSTOMER_ADVANCES];

/**
 * The balance sheet (LEDGER.md §8) at one or more dates side by side. Assets read debit-positive,
 * liabilities and equity credit-positive; profit not yet closed into retained earnings shows as
 * retained earnings (before `profitFrom`) and profit to date (from it), so assets = liabilities +
 * equity exactly whenever the books balance.
 */
export function buildBalanceSheet(
  columns: readonly BalanceSheetColumn[],
  options: { scale: number; subAccountNames?: ReadonlyMap<string, string> },
): BalanceSheetLayout {
  if (columns.length === 0) throw new Error('A balance sheet needs at least one date');
  const make = new LineMaker(options.scale);
  const count = columns.length;
  const at = columns.map((column) => new TotalsView(column.atDate));
  const debitNet = (code: string, subAccount?: string) => at.map((view) => view.net(code, subAccount));
  const creditNet = (code: string) => at.map((view) => view.net(code).negated());
  const allCodes = [...new Set(at.flatMap((view) => [...view.codes()]))].sort();
  const codesIn = (group: string) => allCodes.filter((code) => reportPlaceOf(code).group === group && reportPlaceOf(code).statement === 'balance-sheet');
  const moved = (values: readonly Decimal[]) => values.some((value) => !value.isZero());

  // Current assets: the spec's lines always; banks one by one under cash at bank; inventories per account.
  const named = new Set(CURRENT_ASSET_LINES.flatMap((line) => line.codes));
  const banks = [
    ...new Set(
      at.flatMap((view) =>
        view
          .entries()
          .filter((row) => row.code === ACCOUNT.CASH_AT_BANK && row.subAccount !== '')
          .map((row) => row.subAccount),
      ),
    ),
  ]
    .map((subAccount) => ({ subAccount, name: options.subAccountNames?.get(subAccount) ?? subAccount }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.subAccount.localeCompare(b.subAccount));
  const currentRows = CURRENT_ASSET_LINES.map((line) => {
    const values = sumColumns(
      count,
      line.codes.map((code) => debitNet(code)),
    );
    let details: ReportLine[] | undefined;
    if (line.key === 'cashAtBank') {
      details = banks.map((bank) =>
        make.line(`bank:${bank.subAccount}`, bank.name, debitNet(ACCOUNT.CASH_AT_BANK, bank.subAccount), { code: ACCOUNT.CASH_AT_BANK }),
      );
      const unassigned = debitNet(ACCOUNT.CASH_AT_BANK, '');
      if (moved(unassigned)) details.push(make.line('bank:', 'Cash at bank (no bank account)', unassigned, { code: ACCOUNT.CASH_AT_BANK }));
    } else if (line.codes.length > 1) {
      details = line.codes.filter((code) => moved(debitNet(code))).map((code) => make.line(`account:${code}`, accountLabel(code), debitNet(code), { code }));
    }
    return {
      key: line.key,
      values,
      line: make.line(line.key, line.label, values, { ...(line.codes.length === 1 ? { code: line.codes[0] } : {}), lines: details }),
    };
  });
  const otherCurrent = codesIn('current-assets')
    .filter((code) => !named.has(code) && moved(debitNet(code)))
    .map((code) => ({ key: `account:${code}`, values: debitNet(code), line: make.line(`account:${code}`, accountLabel(code), debitNet(code), { code }) }));
  const currentAll = [...currentRows, ...otherCurrent];
  const currentTotal = sumColumns(
    count,
    currentAll.map((row) => row.values),
  );
  const currentAssets = make.section(
    'currentAssets',
    'Current assets',
    currentAll.map((row) => row.line),
    'Total current assets',
    currentTotal,
  );

  // Fixed assets: cost less accumulated depreciation (a contra account, so its debit net is negative).
  const fixedCodes = [...new Set([ACCOUNT.FIXED_ASSETS_COST, ACCOUNT.ACCUMULATED_DEPRECIATION, ...codesIn('fixed-assets')])];
  const fixedRows = fixedCodes.map((code) => ({ code, values: debitNet(code) })).filter((row, index) => index < 2 || moved(row.values));
  const fixedTotal = sumColumns(
    count,
    fixedRows.map((row) => row.values),
  );
  const fixedAssets = make.section(
    'fixedAssets',
    'Fixed assets',
    fixedRows.map((row) => make.line(`account:${row.code}`, accountLabel(row.code), row.values, { code: row.code })),
    'Fixed assets, net',
    fixedTotal,
  );
  const totalAssets = currentTotal.map((value, i) => value.plus(fixedTotal[i]));

  const liabilityCodes = [...new Set([...LIABILITY_LINES, ...codesIn('liabilities')])];
  const liabilityRows = liabilityCodes
    .map((code) => ({ code, values: creditNet(code) }))
    .filter((row) => LIABILITY_LINES.includes(row.code) || moved(row.values));
  const liabilityTotal = sumColumns(
    count,
    liabilityRows.map((row) => row.values),
  );
  const liabilities = make.section(
    'liabilities',
    'Liabilities',
    liabilityRows.map((row) => make.line(`account:${row.code}`, accountLabel(row.code), row.values, { code: row.code })),
    'Total liabilities',
    liabilityTotal,
  );

  // Equity. Profit is every income and expense account, credit − debit.
  const profitCodes = new Set(
    [...new Set(columns.flatMap((column) => [...column.atDate.accounts, ...column.beforeProfitFrom.accounts].map((row) => row.code)))].filter(
      isProfitAndLossAccount,
    ),
  );
  const profitBefore = columns.map((column) => netOfAccounts(column.beforeProfitFrom, profitCodes).negated());
  const profitToDate = at.map((view, i) => view.netOf(profitCodes).negated().minus(profitBefore[i]));
  const contribution = creditNet(ACCOUNT.OWNERS_CONTRIBUTION);
  const drawings = creditNet(ACCOUNT.DRAWINGS);
  const retainedEarnings = creditNet(ACCOUNT.RETAINED_EARNINGS).map((value, i) => value.plus(profitBefore[i]));
  const otherEquity = codesIn('equity')
    .filter((code) => code !== ACCOUNT.OWNERS_CONTRIBUTION && code !== ACCOUNT.DRAWINGS && code !== ACCOUNT.RETAINED_EARNINGS)
    .map((code) => ({ code, values: creditNet(code) }))
    .filter((row) => moved(row.values));
  const equityRows: ReportLine[] = [
    make.line('contribution', "Owner's contribution", contribution, { code: ACCOUNT.OWNERS_CONTRIBUTION }),
    make.line('drawings', 'Less drawings', drawings, { code: ACCOUNT.DRAWINGS }),
    ...otherEquity.map((row) => make.line(`account:${row.code}`, accountLabel(row.code), row.values, { code: row.code })),
    make.line('retainedEarnings', 'Retained earnings', retainedEarnings, { code: ACCOUNT.RETAINED_EARNINGS }),
    make.line('profitToDate', 'Profit to date', profitToDate),
  ];
  const equityTotal = sumColumns(count, [contribution, drawings, ...otherEquity.map((row) => row.values), retainedEarnings, profitToDate]);
  const equity = make.section('equity', 'Equity', equityRows, 'Total equity', equityTotal);
  const totalLiabilitiesAndEquity = liabilityTotal.map((value, i) => value.plus(equityTotal[i]));

  const f = (values: readonly Decimal[]) => figureOf(values.map((value) => make.format(value)));
  const current = (key: string) => currentRows.find((row) => row.key === key)!.values;
  return {
    columns: columns.map(({ date, profitFrom }) => ({ date, profitFrom })),
    currentAssets,
    fixedAssets,
    totalAssets: make.line('totalAssets', 'Total assets', totalAssets),
    liabilities,
    equity,
    totalLiabilitiesAndEquity: make.line('totalLiabilitiesAndEquity', 'Total liabilities and equity', totalLiabilitiesAndEquity),
    balanced: totalAssets.map((value, i) => value.equals(totalLiabilitiesAndEquity[i])),
    figures: {
      cashOnHand: f(current('cashOnHand')),
      cashAtBank: f(current('cashAtBank')),
      receivables: f(current('receivables')),
      inventories: f(current('inventories')),
      prepayments: f(current('prepayments')),
      vatReceivable: f(current('vatReceivable')),
      currentAssets: f(currentTotal),
      fixedAssets: f(fixedTotal),
      totalAssets: f(totalAssets),
      liabilities: f(liabilityTotal),
      contribution: f(contribution),
      drawings: f(drawings),
      retainedEarnings: f(retainedEarnings),
      profitToDate: f(profitToDate),
      equity: f(equityTotal),
      totalLiabilitiesAndEquity: f(totalLiabilitiesAndEquity),
    },
  };
}
