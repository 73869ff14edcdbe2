import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays, Decimal, dayBefore, bankAccountNames, hledgerAccountName, type ExportNames, type LedgerTotals, type ReportLine } from '@ledgerline/ledger';
import { balanceSheet, ledgerTotalsAt, listBankAccounts, profitAndLoss, reportsProjector, trialBalance } from '@ledgerline/projections';
import { rebuildWith } from '@ledgerline/platform';
import knexFactory from 'knex';
import * as monthlyGoodsCostMigration from '../../../migrations/020_monthly_goods_cost.js';
import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { generateBusyBusiness, type BusyBusinessSummary } from './support/busy-business.js';
import { seededRandom } from '@ledgerline/testing';
import { createTestApi, type TestApi } from './support/test-api.js';

const run = promisify(execFile);

/** hledger's CSV: quoted cells, "" for a quote inside one. */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"')));
}

/** "NGN -1,234.50" (or "0", or "") as two-place text. */
const amountOf = (cell: string | undefined) => new Decimal((cell ?? '').replace(/^NGN\s*/, '').replace(/,/g, '') || '0').toFixed(2);

/** A report section of hledger's `is` / `bse` CSV: its account rows (by name) and its total. */
function hledgerSections(csv: string): { sections: Map<string, { rows: Map<string, string>; total: string }>; net: string } {
  const sections = new Map<string, { rows: Map<string, string>; total: string }>();
  let current: { rows: Map<string, string>; total: string } | undefined;
  let net = '0.00';
  for (const [name, value] of parseCsv(csv).slice(2)) {
    if (value === '' && !name.includes(':')) {
      current = { rows: new Map(), total: '0.00' };
      sections.set(name, current);
    } else if (name === 'total') current!.total = amountOf(value);
    else if (name === 'Net:') net = amountOf(value);
    else if (!new Decimal(amountOf(value)).isZero()) current!.rows.set(name, amountOf(value));
  }
  return { sections, net };
}

const nonZero = (entries: Iterable<[string, string]>) => Object.fromEntries([...entries].filter(([, amount]) => !new Decimal(amount).isZero()));

describe('reports are exact: trial balance, profit and loss and balance sheet against Debian’s hledger', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let dir: string;
  let file: string;
  let names: ExportNames;
  let busy: BusyBusinessSummary;

  const get = async (url: string) => {
    const response = await api.request({ method: 'GET', url });
    if (response.status !== 200) throw new Error(`${url} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const hledger = async (...args: string[]) => (await run('hledger', ['-f', file, ...args], { maxBuffer: 16 * 1024 * 1024 })).stdout;
  /** Balances at the end of `date` (hledger's end dates are exclusive). */
  const hledgerBalances = async (date: string) =>
    new Map(
      parseCsv(await hledger('balance', '--flat', '-N', '-O', 'csv', '-e', addDays(date, 1)))
        .slice(1)
        .map(([account, amount]) => [account, amountOf(amount)] as [string, string]),
    );
  const exportJournal = async () => {
    const exported = await api.request({ method: 'GET', url: '/api/v1/accounting/journal/export' });
    expect(exported.status).toBe(200);
    await writeFile(file, String(exported.body));
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      plan: 'store',
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Busy Stores', accountNumber: '0123456789' },
        { bankName: 'Zenith', accountName: 'Busy Stores', accountNumber: '9876543210' },
      ],
    });
    const banks = await listBankAccounts(api.runtime.pool, owner.businessId);
    names = { currency: 'NGN', bankNames: bankAccountNames(banks) };
    busy = await generateBusyBusiness(api, { documents: 280, seed: 2026, bankAccountIds: banks.map((bank) => bank.bankAccountId) });
    dir = await mkdtemp(join(tmpdir(), 'ledgerline-reports-'));
    file = join(dir, 'books.journal');
    await exportJournal();
  }, 300_000);
  afterAll(async () => {
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('recorded a year of every kind of document', () => {
    for (const kind of [
      'saleCash',
      'saleCredit',
      'purchaseCash',
      'purchaseCredit',
      'expense',
      'expenseCredit',
      'prepayment',
      'applyPrepayment',
      'moneyIn',
      'moneyOut',
      'transfer',
      'payment',
      'stockAdjustment',
      'void',
      'amend',
    ] as const) {
      expect([kind, busy.byKind[kind] ?? 0]).toEqual([kind, expect.any(Number)]);
      expect(busy.byKind[kind]).toBeGreaterThan(0);
    }
    // Recorded out of date order: most entries are back-dated against one recorded before them.
    const dates = busy.documents.map((document) => document.date);
    expect(dates.filter((date, index) => index > 0 && date < dates[index - 1]).length).toBeGreaterThan(50);
  });

  const DATES = ['2026-01-31', '2026-03-31', '2026-06-15', '2026-09-30', '2026-12-31'];

  it('has the trial balance hledger has, account by account, at every date', async () => {
    for (const date of DATES) {
      const ours = await get(`/api/v1/reports/trial-balance?date=${date}`);
      expect(ours.balanced).toBe(true);
      expect(ours.totals.debit).toBe(ours.totals.credit);
      expect(ours.totals.debitBalance).toBe(ours.totals.creditBalance);
      const mine = nonZero(
        ours.accounts.map((row: { code: string; subAccount: string; net: string }) => [hledgerAccountName(row.code, row.subAccount, names), row.net]),
      );
      expect(Object.keys(mine).length).toBeGreaterThan(15);
      expect([date, mine]).toEqual([date, nonZero(await hledgerBalances(date))]);
    }
  });

  /** Our profit and loss column as hledger's income statement lays it out: revenues and expenses by account, and the net. */
  function asIncomeStatement(report: any, column: number) {
    const revenues = new Map<string, string>();
    const expenses = new Map<string, string>();
    const name = (line: ReportLine) => hledgerAccountName(line.code!, '', names);
    for (const line of [...report.revenue.lines, ...report.otherIncome.lines] as ReportLine[]) revenues.set(name(line), line.amounts[column]);
    for (const line of report.finance.lines as ReportLine[]) {
      if (line.code === '4500') revenues.set(name(line), line.amounts[column]);
      else expenses.set(name(line), new Decimal(line.amounts[column]).negated().toFixed(2));
    }
    for (const line of report.operatingExpenses.lines as ReportLine[]) expenses.set(name(line), line.amounts[column]);
    expenses.set(hledgerAccountName('5000', '', names), report.costOfSales.total.amounts[column]);
    return { revenues: nonZero(revenues), expenses: nonZero(expenses), net: report.netProfit.amounts[column] };
  }

  const PERIODS: [string, string][] = [
    ['2026-01-01', '2026-03-31'],
    ['2026-04-01', '2026-06-30'],
    ['2026-02-14', '2026-08-09'],
    ['2026-01-01', '2026-12-31'],
  ];

  it('has the profit and loss hledger has (is), line by line, for each period and the one beside it', async () => {
    for (let i = 0; i < PERIODS.length; i += 2) {
      const [first, second] = [PERIODS[i], PERIODS[i + 1]];
      const report = await get(
        `/api/v1/reports/profit-and-loss/custom?startDate1=${first[0]}&endDate1=${first[1]}&startDate2=${second[0]}&endDate2=${second[1]}`,
      );
      expect(report.periods).toEqual([
        { startDate: first[0], endDate: first[1] },
        { startDate: second[0], endDate: second[1] },
      ]);
      for (const [column, [start, end]] of [first, second].entries()) {
        const theirs = hledgerSections(await hledger('incomestatement', '--flat', '-O', 'csv', '-b', start, '-e', addDays(end, 1)));
        const ours = asIncomeStatement(report, column);
        expect([start, ours.revenues]).toEqual([start, Object.fromEntries(theirs.sections.get('Revenues')!.rows)]);
        expect([start, ours.expenses]).toEqual([start, Object.fromEntries(theirs.sections.get('Expenses')!.rows)]);
        expect(report.revenue.total.amounts[column]).toBe(
          new Decimal(theirs.sections.get('Revenues')!.total)
            .minus(ours.revenues['Income:Interest received'] ?? 0)
            .minus(report.otherIncome.total.amounts[column])
            .toFixed(2),
        );
        expect([start, ours.net]).toEqual([start, theirs.net]);

        // Cost of sales as stock explains it: inventories at the edges are hledger's too, and the lines add up.
        const inventory = async (date: string) =>
          [...(await hledgerBalances(date)).entries()]
            .filter(([account]) => account.startsWith('Assets:Inventory'))
            .reduce((sum, [, amount]) => sum.plus(amount), new Decimal(0));
        const [goods, direct] = report.costOfSales.lines as ReportLine[];
        const [opening, purchases, closing, adjustments] = goods.lines!;
        expect(opening.amounts[column]).toBe((await inventory(dayBefore(start))).toFixed(2));
        expect(closing.amounts[column]).toBe((await inventory(end)).negated().toFixed(2));
        const explained = [opening, purchases, closing, adjustments].reduce((sum, line) => sum.plus(line.amounts[column]), new Decimal(0));
        expect(explained.toFixed(2)).toBe(goods.amounts[column]);
        expect(new Decimal(goods.amounts[column]).plus(direct.amounts[column]).toFixed(2)).toBe(report.costOfSales.total.amounts[column]);
        expect(report.figures.openingInventory[column === 0 ? 'start' : 'end']).toBe(opening.amounts[column]);
      }
    }
  });

  it('has the balance sheet hledger has (bse), line by line, at every date; assets = liabilities + equity', async () => {
    for (const date of DATES) {
      const profitFrom = date > '2026-04-01' ? '2026-04-01' : '2026-01-01';
      const query = `endDate1=${date}&startDate1=${profitFrom}`;
      const [assets, liabilities, equity] = await Promise.all(
        ['current-assets', 'liabilities', 'equity'].map((section) => get(`/api/v1/reports/balance-sheet/${section}?${query}`)),
      );
      expect(assets.balanced).toEqual([true]);
      expect(assets.totals).toEqual(liabilities.totals);
      expect(assets.totals).toEqual(equity.totals);
      const { totalAssets, totalLiabilitiesAndEquity } = assets.totals;
      expect(totalAssets).toEqual(totalLiabilitiesAndEquity);
      expect(new Decimal(liabilities.liabilities.total.amounts[0]).plus(equity.equity.total.amounts[0]).toFixed(2)).toBe(totalAssets[0]);

      const theirs = hledgerSections(await hledger('balancesheetequity', '--flat', '-O', 'csv', '-e', addDays(date, 1)));
      const accountLines = (lines: ReportLine[]) =>
        lines.flatMap((line) =>
          line.key === 'cashAtBank'
            ? (line.lines ?? []).map((bank) => [hledgerAccountName('1010', bank.key.slice('bank:'.length), names), bank.amounts[0]] as [string, string])
            : line.key === 'inventories'
              ? (line.lines ?? []).map((inventory) => [hledgerAccountName(inventory.code!, '', names), inventory.amounts[0]] as [string, string])
              : line.code
                ? [[hledgerAccountName(line.code, '', names), line.amounts[0]] as [string, string]]
                : [],
        );
      expect([date, nonZero(accountLines([...assets.currentAssets.lines, ...assets.fixedAssets.lines]))]).toEqual([
        date,
        Object.fromEntries(theirs.sections.get('Assets')!.rows),
      ]);
      expect(assets.totalAssets.amounts[0]).toBe(theirs.sections.get('Assets')!.total);
      expect([date, nonZero(accountLines(liabilities.liabilities.lines))]).toEqual([date, Object.fromEntries(theirs.sections.get('Liabilities')!.rows)]);
      expect(liabilities.liabilities.total.amounts[0]).toBe(theirs.sections.get('Liabilities')!.total);

      // Equity: contribution and drawings are hledger's; unclosed profit (retained + to date) is its "Net:", split at profitFrom by `is`.
      const equityLines = Object.fromEntries((equity.equity.lines as ReportLine[]).map((line) => [line.key, line.amounts[0]]));
      const theirEquity = theirs.sections.get('Equity')!.rows;
      expect(equityLines.contribution).toBe(theirEquity.get("Equity:Owner's contribution") ?? '0.00');
      expect(equityLines.drawings).toBe(theirEquity.get('Equity:Drawings') ?? '0.00');
      expect(new Decimal(equityLines.retainedEarnings).plus(equityLines.profitToDate).toFixed(2)).toBe(theirs.net);
      const toDate = hledgerSections(await hledger('incomestatement', '--flat', '-O', 'csv', '-b', profitFrom, '-e', addDays(date, 1)));
      expect(equityLines.profitToDate).toBe(toDate.net);
      expect(equity.figures.profitToDate.start).toBe(toDate.net);
    }
  });

  it('has a net profit for a period equal to the change in retained earnings plus profit to date over it', async () => {
    for (const [start, end] of PERIODS) {
      const pnl = await get(`/api/v1/reports/profit-and-loss/custom?startDate1=${start}&endDate1=${end}`);
      const equity = await get(`/api/v1/reports/balance-sheet/equity?endDate1=${end}&endDate2=${dayBefore(start)}`);
      expect(equity.balanced).toEqual([true, true]);
      const unclosed = (column: number) =>
        (equity.equity.lines as ReportLine[])
          .filter((line) => line.key === 'retainedEarnings' || line.key === 'profitToDate')
          .reduce((sum, line) => sum.plus(line.amounts[column]), new Decimal(0));
      expect([start, end, unclosed(0).minus(unclosed(1)).toFixed(2)]).toEqual([start, end, pnl.netProfit.amounts[0]]);
      expect(pnl.figures.netProfit).toEqual({ start: pnl.netProfit.amounts[0], end: null });
    }
  });

  it('computes the same figures from the journal lines as from the aggregates', async () => {
    const db = api.runtime.pool;
    const strip = ({ source, ...rest }: { source: string }) => (void source, rest);
    for (const date of DATES) {
      expect(strip(await trialBalance(db, owner.businessId, { date, fromJournal: true }))).toEqual(strip(await trialBalance(db, owner.businessId, { date })));
      expect(strip(await balanceSheet(db, owner.businessId, { date1: date, date2: '2026-05-31', fromJournal: true }))).toEqual(
        strip(await balanceSheet(db, owner.businessId, { date1: date, date2: '2026-05-31' })),
      );
    }
    for (const [startDate, endDate] of PERIODS) {
      const options = { period1: { startDate, endDate }, period2: { startDate: '2026-07-01', endDate: '2026-07-31' } };
      expect(strip(await profitAndLoss(db, owner.businessId, { ...options, fromJournal: true }))).toEqual(
        strip(await profitAndLoss(db, owner.businessId, options)),
      );
      // As known now: the same as every line.
      const now = await profitAndLoss(db, owner.businessId, { ...options, knownAt: busy.lastPosition });
      expect(now).toMatchObject({ knownAt: busy.lastPosition, source: 'journal' });
      expect({ ...strip(now), knownAt: null }).toEqual(strip(await profitAndLoss(db, owner.businessId, options)));
    }
  });

  it('sums whole months and edge days to exactly the journal’s totals, for any set of dates', async () => {
    const random = seededRandom(99);
    const day = () => {
      const month = 1 + Math.floor(random() * 12);
      const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
      const days = [1, 2, 15, last - 1, last, 1 + Math.floor(random() * last)];
      return `2026-${String(month).padStart(2, '0')}-${String(days[Math.floor(random() * days.length)]).padStart(2, '0')}`;
    };
    for (let round = 0; round < 40; round++) {
      const dates = Array.from({ length: 1 + Math.floor(random() * 5) }, day);
      if (round % 10 === 0) dates.push('2025-12-31', '2027-01-01');
      const sorted = (totals: Map<string, LedgerTotals>) =>
        Object.fromEntries(
          [...totals.entries()].map(([date, { accounts, goodsCost }]) => [
            date,
            {
              accounts: accounts
                .map((row) => `${row.code}/${row.subAccount} ${new Decimal(row.debit).toFixed(2)} ${new Decimal(row.credit).toFixed(2)}`)
                .sort(),
              goods: `${new Decimal(goodsCost.debit).toFixed(2)} ${new Decimal(goodsCost.credit).toFixed(2)}`,
            },
          ]),
        );
      const aggregates = await ledgerTotalsAt(api.runtime.pool, owner.businessId, dates);
      const journal = await ledgerTotalsAt(api.runtime.pool, owner.businessId, dates, { fromJournal: true });
      expect([dates, sorted(aggregates)]).toEqual([dates, sorted(journal)]);
    }
  });

  it('reads no journal line without knownAt', async () => {
    const client = await api.runtime.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE journal_lines RENAME TO journal_lines_hidden');
      await trialBalance(client, owner.businessId, { date: '2026-12-31' });
      await profitAndLoss(client, owner.businessId, {
        period1: { startDate: '2026-02-01', endDate: '2026-02-28' },
        period2: { startDate: '2026-03-01', endDate: '2026-09-30' },
      });
      await balanceSheet(client, owner.businessId, { date1: '2026-06-30', date2: '2026-12-31' });
      await expect(trialBalance(client, owner.businessId, { date: '2026-12-31', knownAt: busy.lastPosition })).rejects.toThrow(/journal_lines/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('rebuilds the aggregates from the events into identical tables', async () => {
    const result = await rebuildWith(api.runtime, reportsProjector, { dryRun: true });
    expect(result).toMatchObject({ projector: 'reports', identical: true });
    expect(Object.values(result.onlyInLive).every((count) => count === 0)).toBe(true);
  });

  it('fills the monthly goods cost from the days already kept when migration 020 runs', async () => {
    const read = async () =>
      (await api.runtime.pool.query('SELECT business_id, month::text, debit::text, credit::text FROM monthly_goods_cost ORDER BY 1, 2')).rows;
    const projected = await read();
    expect(projected.filter((row) => row.business_id === owner.businessId).length).toBeGreaterThan(6);
    const knex = knexFactory({ client: 'pg', connection: api.runtime.config.databaseUrl, pool: { min: 0, max: 1 } });
    try {
      await monthlyGoodsCostMigration.down(knex);
      await monthlyGoodsCostMigration.up(knex);
    } finally {
      await knex.destroy();
    }
    expect(await read()).toEqual(projected);
  });

  describe('as known at a position', () => {
    const march = 'startDate1=2026-03-01&endDate1=2026-03-31';

    it('shows a report before a void exactly as it was, and the corrected one now', async () => {
      const banks = await listBankAccounts(api.runtime.pool, owner.businessId);
      const before = await get(`/api/v1/reports/profit-and-loss/custom?${march}`);
      const sale = await api.request({
        method: 'POST',
        url: '/api/v1/transactions/sales',
        body: {
          date: '2026-03-15',
          items: [{ product: busy.catalogue.service, quantity: 2, price: '12500.00' }],
          tax: '7.5',
          account: banks[0].bankAccountId,
        },
      });
      expect(sale.status).toBe(201);
      const withSale = await get(`/api/v1/reports/profit-and-loss/custom?${march}`);
      expect(new Decimal(withSale.revenue.total.amounts[0]).minus(before.revenue.total.amounts[0]).toFixed(2)).toBe('25000.00');
      const bsWithSale = await get(`/api/v1/reports/balance-sheet/liabilities?endDate1=2026-03-31`);

      const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${sale.body.data.id}` });
      expect(voided.status).toBe(200);
      const beforeVoid = (BigInt(voided.body.data.position) - 1n).toString();

      // Known just before the void: the original figures, line for line; now: the corrected ones (as before the sale).
      const known = await get(`/api/v1/reports/profit-and-loss/custom?${march}&knownAt=${beforeVoid}`);
      expect({ ...known, knownAt: null, source: 'aggregates' }).toEqual(withSale);
      expect(known).toMatchObject({ knownAt: beforeVoid, source: 'journal' });
      expect(await get(`/api/v1/reports/profit-and-loss/custom?${march}`)).toEqual(before);
      const bsKnown = await get(`/api/v1/reports/balance-sheet/liabilities?endDate1=2026-03-31&knownAt=${beforeVoid}`);
      expect(bsKnown.liabilities).toEqual(bsWithSale.liabilities);
      const vat = (report: any) => (report.liabilities.lines as ReportLine[]).find((line) => line.code === '2100')!.amounts[0];
      expect(new Decimal(vat(bsWithSale)).minus(vat(await get('/api/v1/reports/balance-sheet/liabilities?endDate1=2026-03-31'))).toFixed(2)).toBe('1875.00');
      const tbKnown = await get(`/api/v1/reports/trial-balance?date=2026-03-31&knownAt=${beforeVoid}`);
      expect(tbKnown.balanced).toBe(true);
    });

    it('leaves a back-dated entry out of a report known before it was recorded', async () => {
      const before = await get(`/api/v1/reports/trial-balance?date=2026-03-31`);
      const recorded = await api.request({
        method: 'POST',
        url: '/api/v1/transactions/money-in',
        body: { date: '2026-03-02', amount: '777.77', subtype: 'gift', account: 'Cash' },
      });
      expect(recorded.status).toBe(201);
      const knownBefore = (BigInt(recorded.body.data.position) - 1n).toString();
      const known = await get(`/api/v1/reports/trial-balance?date=2026-03-31&knownAt=${knownBefore}`);
      expect(known.accounts).toEqual(before.accounts);
      const now = await get(`/api/v1/reports/trial-balance?date=2026-03-31`);
      const gift = (report: any) => report.accounts.find((row: { code: string }) => row.code === '4600')?.credit ?? '0.00';
      expect(new Decimal(gift(now)).minus(gift(before)).toFixed(2)).toBe('777.77');
      // And hledger agrees with the books as they are now.
      await exportJournal();
      const mine = nonZero(
        now.accounts.map((row: { code: string; subAccount: string; net: string }) => [hledgerAccountName(row.code, row.subAccount, names), row.net]),
      );
      expect(mine).toEqual(nonZero(await hledgerBalances('2026-03-31')));
    });
  });
});
