/**
 * Reports benchmark: the profit and loss and the balance sheet from the aggregates, beside the same
 * reports from a full scan of the journal lines, and beside hledger on the exported journal.
 *
 *   npm run bench:reports -- [--transactions 100000] [--lines N] [--repeat 200] [--warmup 5] [--hledger-repeat 3]
 *                            [--database-url URL] [--keep]
 *
 * A generated business (scripts/generate-business.ts) of `--transactions` journal entries, about
 * ten journal lines each (100,000: about a million lines), made on a throwaway database (or found
 * by name in --database-url's, and generated there when absent). With `--lines`, (a) runs on a
 * second business of that many lines instead, generated at the same time.
 * (a) `repeat` times, the profit and loss for its year plus the balance sheet at its end, from the
 *     aggregates, and the same two with `fromJournal` (a scan of every journal line), in alternating
 *     blocks of 10 runs (each block after an untimed run); p95 of each, their ratio, and whether
 *     the reports are identical. Goal: aggregates ≤ 1/50 of the scan's time. `warmup` untimed turns come first, so what is measured is a running server's latency
 *     (warm connections, plans and JIT), not its first requests'; a p95 needs enough runs to be one
 *     (of 20 runs it is the second slowest; of 50, the third: on this 2-core machine a few runs in
 *     twenty are slowed 2–4 ms by the scheduler, and 50 runs gave 4.8–7.7 ms for the same code; 200
 *     runs, the tenth slowest, 5.3–6.1 ms).
 * (c) the cash flow statement for the year (docs/cash-flow.md), from the `cash-flow` projector's days,
 *     beside the same statement worked out from a scan of the journal (every posting that moved
 *     cash, read and classified at query time), `repeat` runs each in alternating blocks; p95 of
 *     each, their ratio and whether the statements are identical.
 * (b) its journal exported (readJournalEntries + formatHledgerJournal, as GET
 *     /accounting/journal/export): `hledger -f FILE bal` (the median of `hledger-repeat` runs)
 *     beside our trial balance at its last day (p95 of `repeat`), and whether hledger's balances
 *     are ours. Goal: ours at least 100 times faster.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import {
  Decimal,
  bankAccountNames,
  cashFlowsOf,
  currencyScale,
  cashFlowStatement,
  dayBefore,
  formatHledgerJournal,
  hledgerAccountName,
  type CashPosting,
  type CurrencyCode,
} from '@ledgerline/ledger';
import { createRuntime, loadConfig, type Runtime } from '@ledgerline/platform';
import {
  balanceSheet,
  cashFlow,
  findBusiness,
  listBankAccounts,
  profitAndLoss,
  readJournalEntries,
  trialBalance,
  type Queryable,
} from '@ledgerline/projections';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { generateBusiness, printProgress } from '../generate-business.js';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    lines: { type: 'string' },
    transactions: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '5' },
    'hledger-repeat': { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    hledger: { type: 'string', default: '/usr/bin/hledger' },
    seed: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
  },
});
const TRANSACTIONS = Number(flags.transactions);
const REPEAT = Number(flags.repeat);
const HLEDGER_REPEAT = Number(flags['hledger-repeat']);
const BLOCK = 10;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

interface Business {
  businessId: string;
  from: string;
  to: string;
}

/** A business of the given name in the database, with its first and last days; undefined when there is none. */
async function findGenerated(runtime: Runtime, name: string): Promise<Business | undefined> {
  const { rows } = await runtime.pool.query<{ business_id: string; from: string | null; to: string | null }>(
    `SELECT b.business_id, to_char(min(j.effective_date), 'YYYY-MM-DD') AS from, to_char(max(j.effective_date), 'YYYY-MM-DD') AS to
     FROM businesses b JOIN journal_lines j ON j.business_id = b.business_id WHERE b.name = $1 GROUP BY b.business_id LIMIT 1`,
    [name],
  );
  return rows[0]?.from && rows[0].to ? { businessId: rows[0].business_id, from: rows[0].from, to: rows[0].to } : undefined;
}

async function findOrGenerate(runtime: Runtime, name: string, size: { lines?: number; transactions?: number }, seed: number): Promise<Business> {
  const found = await findGenerated(runtime, name);
  if (found) return found;
  const generated = await generateBusiness(runtime, {
    ...size,
    seed,
    business: name,
    onProgress: (p) => {
      process.stdout.write(`${name}:`);
      printProgress(p);
    },
  });
  console.log(
    `${name}: ${fmt(generated.lines)} journal lines, ${fmt(generated.entries)} entries, ${fmt(generated.events)} events in ${generated.seconds.toFixed(0)} s`,
  );
  return generated;
}

/** The reports with what says where they came from left out, for comparing the two sources. */
const figures = (report: { source: string }) => JSON.stringify({ ...report, source: undefined });

function runHledger(binary: string, file: string): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) =>
    execFile(binary, ['-f', file, 'bal'], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve({ ms: performance.now() - started, output: stdout }),
    ),
  );
}

/** `hledger bal`'s account lines (`NGN 123.45  Assets:Cash on hand`) as name → amount. */
function parseHledgerBalances(output: string, currency: string): Map<string, string> {
  const balances = new Map<string, string>();
  const line = new RegExp(`^\\s*${currency} (-?[0-9.]+)\\s{2,}(\\S.*)$`);
  for (const text of output.split('\n')) {
    const match = line.exec(text);
    if (match) balances.set(match[2].trim(), new Decimal(match[1]).toFixed());
  }
  return balances;
}

async function main(): Promise<void> {
  const database: TestDatabase | undefined = flags['database-url'] ? undefined : await createTestDatabase();
  const url = flags['database-url'] ?? database!.url;
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const runtime = await createRuntime(
    loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, REDIS_URL: '', LOCAL_REDIS_PORT: '1', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' }),
    logger,
  );
  const scratch = await mkdtemp(join(tmpdir(), 'bench-reports-'));
  try {
    const seed = Number(flags.seed);
    const exported = findOrGenerate(runtime, `Bench ${TRANSACTIONS} transactions`, { transactions: TRANSACTIONS }, seed);
    // A second business, when asked for, at the same time: each append waits on its own stream, so two streams use both cores.
    const separate = flags.lines === undefined ? undefined : findOrGenerate(runtime, `Bench ${flags.lines} lines`, { lines: Number(flags.lines) }, seed + 1);
    const [big, journal] = await Promise.all([separate ?? exported, exported]);
    // VACUUM dirties every page it sets hints on; without the checkpoint their write-out goes on in
    // the background for minutes, through the timed runs.
    await runtime.pool.query('VACUUM ANALYZE');
    await runtime.pool.query('CHECKPOINT');
    const db = runtime.pool;
    const { rows: size } = await db.query<{ lines: number }>('SELECT count(*)::int AS lines FROM journal_lines WHERE business_id = $1', [big.businessId]);
    const server = await db.query<{ version: string }>("SELECT current_setting('server_version') AS version");

    // (a) profit and loss for the year and balance sheet at its end: aggregates, then the full scan.
    const period1 = { startDate: big.from, endDate: big.to };
    const both = (fromJournal: boolean) =>
      Promise.all([
        profitAndLoss(db, big.businessId, { period1, fromJournal }),
        balanceSheet(db, big.businessId, { date1: big.to, profitFrom1: big.from, fromJournal }),
      ]);
    // In blocks of BLOCK runs, the two sources in turns, each block after one untimed run of its
    // own: a report right after a scan of a million lines starts with the CPU's caches full of the
    // scan (measured: that alone doubles the aggregates' median), which is the scan's cost, not theirs.
    for (let i = 0; i < Number(flags.warmup); i++) {
      await both(false);
      await both(true);
    }
    const aggregates: number[] = [];
    const scans: number[] = [];
    let identical = true;
    let netProfit = '';
    for (let done = 0; done < REPEAT; done += BLOCK) {
      const runs = Math.min(BLOCK, REPEAT - done);
      const fast = await both(false);
      for (let i = 0; i < runs; i++) aggregates.push((await timed(() => both(false))).ms);
      const scan = await both(true);
      for (let i = 0; i < runs; i++) scans.push((await timed(() => both(true))).ms);
      if (figures(fast[0]) !== figures(scan[0]) || figures(fast[1]) !== figures(scan[1])) identical = false;
      netProfit = fast[0].netProfit.amounts[0];
    }
    const aggregateP95 = percentile(aggregates, 95);
    const scanP95 = percentile(scans, 95);

    // (c) the cash flow statement for the year: the projector's days, then the journal scan, in turns.
    const fromDays = () => cashFlow(db, big.businessId, period1);
    const fromScan = () => cashFlowFromJournal(db, big.businessId, period1.startDate, period1.endDate);
    for (let i = 0; i < Number(flags.warmup); i++) await Promise.all([fromDays(), fromScan()]);
    const cashDays: number[] = [];
    const cashScans: number[] = [];
    let cashIdentical = true;
    let cashChange = '';
    for (let done = 0; done < REPEAT; done += BLOCK) {
      const runs = Math.min(BLOCK, REPEAT - done);
      const fast = await fromDays();
      for (let i = 0; i < runs; i++) cashDays.push((await timed(fromDays)).ms);
      const scan = await fromScan();
      for (let i = 0; i < runs; i++) cashScans.push((await timed(fromScan)).ms);
      const { accounts: _, businessId: __, businessName: ___, ...fastFigures } = fast;
      if (JSON.stringify(fastFigures) !== JSON.stringify(scan)) cashIdentical = false;
      cashChange = fast.netChange;
    }
    const cashRatio = percentile(cashScans, 95) / percentile(cashDays, 95);

    // (b) the exported journal under hledger, beside our trial balance of the same business.
    const business = await findBusiness(db, journal.businessId);
    const names = { currency: business!.currency.trim(), bankNames: bankAccountNames(await listBankAccounts(db, journal.businessId)) };
    const exportTimed = await timed(async () => {
      const entries = await readJournalEntries(db, journal.businessId);
      const file = join(scratch, 'business.journal');
      await writeFile(file, formatHledgerJournal(entries, names, `${business!.name} (${names.currency})`));
      return { file, entries: entries.length, lines: entries.reduce((sum, entry) => sum + entry.lines.length, 0) };
    });
    const { file, entries, lines: exportedLines } = exportTimed.result;
    const ours: number[] = [];
    for (let i = 0; i < Number(flags.warmup); i++) await trialBalance(db, journal.businessId, { date: journal.to });
    let trial = await trialBalance(db, journal.businessId, { date: journal.to });
    for (let i = 0; i < REPEAT; i++) {
      const run = await timed(() => trialBalance(db, journal.businessId, { date: journal.to }));
      ours.push(run.ms);
      trial = run.result;
    }
    const hledgerRuns: number[] = [];
    let hledgerOutput = '';
    for (let i = 0; i < HLEDGER_REPEAT; i++) {
      const run = await runHledger(flags.hledger, file);
      hledgerRuns.push(run.ms);
      hledgerOutput = run.output;
    }
    const hledgerMedian = percentile(hledgerRuns, 50);
    const oursP95 = percentile(ours, 95);
    // hledger's balances, account by account, against the trial balance's nets under the export's names.
    const theirs = parseHledgerBalances(hledgerOutput, names.currency);
    const mine = new Map<string, Decimal>();
    for (const account of trial.accounts) {
      const name = hledgerAccountName(account.code, account.subAccount, names);
      mine.set(name, (mine.get(name) ?? new Decimal(0)).plus(account.net));
    }
    const differing = [...new Set([...theirs.keys(), ...mine.keys()])].filter((name) => !new Decimal(theirs.get(name) ?? 0).equals(mine.get(name) ?? 0));

    const scanRatio = scanP95 / aggregateP95;
    const hledgerRatio = hledgerMedian / oursP95;
    console.log(`
reports benchmark: PostgreSQL ${server.rows[0].version}; ${url.replace(/:[^:@/]*@/, ':***@')}
(a) ${fmt(size[0].lines)} journal lines; profit and loss ${big.from} to ${big.to} + balance sheet at ${big.to}, ${REPEAT} runs
      from the aggregates                      p95 ${ms(aggregateP95).padStart(10)}   (median ${ms(percentile(aggregates, 50))})
      full scan of the journal lines           p95 ${ms(scanP95).padStart(10)}   (median ${ms(percentile(scans, 50))})
      aggregates / scan                            ${`1/${scanRatio.toFixed(0)}`.padStart(10)}   ${scanRatio >= 50 ? 'meets' : 'MISSES'} goal ≤ 1/50
      same reports (net profit ${netProfit}): ${identical ? 'OK' : 'MISMATCH'}
(c) cash flow statement ${big.from} to ${big.to}, ${REPEAT} runs
      from the days (daily_cash_flow)          p95 ${ms(percentile(cashDays, 95)).padStart(10)}   (median ${ms(percentile(cashDays, 50))})
      classified from a scan of the journal    p95 ${ms(percentile(cashScans, 95)).padStart(10)}   (median ${ms(percentile(cashScans, 50))})
      days / scan                                  ${`1/${cashRatio.toFixed(0)}`.padStart(10)}
      same statement (net change in cash ${cashChange}): ${cashIdentical ? 'OK' : 'MISMATCH'}
(b) ${fmt(entries)} transactions (${fmt(exportedLines)} journal lines) exported in ${(exportTimed.ms / 1000).toFixed(1)} s
      hledger -f FILE bal                      median ${ms(hledgerMedian).padStart(10)}   (${hledgerRuns.map((t) => (t / 1000).toFixed(1)).join(', ')} s)
      our trial balance at ${journal.to}         p95 ${ms(oursP95).padStart(10)}   (median ${ms(percentile(ours, 50))})
      hledger / ours                               ${`${fmt(hledgerRatio)}×`.padStart(10)}   ${hledgerRatio >= 100 ? 'meets' : 'MISSES'} goal ≥ 100×
      hledger's balances are ours: ${differing.length === 0 ? `OK (${theirs.size} accounts)` : `MISMATCH: ${differing.join(', ')}`}`);
    if (flags.keep && database) console.log(`\nKept the database: ${database.url}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await runtime.close();
    if (database && !flags.keep) await database.drop();
  }
}

/**
 * The baseline of (c): the same statement with nothing kept ahead, every posting that moved cash
 * in the period read from the journal lines (the entries found by the cash lines' index, their
 * other lines by the journal's key) and classified now; the cash before from the aggregates.
 */
async function cashFlowFromJournal(db: Queryable, businessId: string, startDate: string, endDate: string) {
  const [lines, opening, business, before] = await Promise.all([
    db.query(
      `SELECT l.position || '|' || l.entry_id || '|' || l.effective_date AS key, l.effective_date::text AS date, l.account_code,
              (sum(l.debit) - sum(l.credit))::text AS net
       FROM (SELECT DISTINCT position, entry_id, effective_date FROM journal_lines
             WHERE business_id = $1 AND account_code IN ('1000', '1010') AND effective_date BETWEEN $2 AND $3) AS cash
       JOIN journal_lines l ON l.business_id = $1 AND l.position = cash.position AND l.entry_id = cash.entry_id AND l.effective_date = cash.effective_date
       GROUP BY l.position, l.entry_id, l.effective_date, l.account_code
       ORDER BY l.position, l.entry_id, l.effective_date`,
      [businessId, startDate, endDate],
    ),
    db.query(`SELECT journal_id FROM manual_journals WHERE business_id = $1 AND kind = 'opening-balances'`, [businessId]),
    db.query('SELECT currency FROM businesses WHERE business_id = $1', [businessId]),
    db.query(
      `SELECT coalesce(sum(debit - credit), 0)::text AS cash FROM journal_lines
       WHERE business_id = $1 AND account_code IN ('1000', '1010') AND effective_date <= $2`,
      [businessId, dayBefore(startDate)],
    ),
  ]);
  const openingEntries = new Set((opening.rows as { journal_id: string }[]).map((row) => row.journal_id));
  const postings = new Map<string, CashPosting & { lines: { code: string; net: string }[] }>();
  for (const row of lines.rows as { key: string; date: string; account_code: string; net: string }[]) {
    let posting = postings.get(row.key);
    if (!posting) {
      const openingBalances = openingEntries.has(row.key.split('|')[1]);
      posting = { date: row.date, ...(openingBalances ? { openingBalances } : {}), lines: [] };
      postings.set(row.key, posting);
    }
    posting.lines.push({ code: row.account_code, net: row.net });
  }
  const currency = (business.rows[0] as { currency: string }).currency.trim() as CurrencyCode;
  const cashBefore = (before.rows[0] as { cash: string }).cash;
  return cashFlowStatement({ currency, startDate, endDate, cashBefore, flows: cashFlowsOf([...postings.values()], currencyScale(currency)) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
