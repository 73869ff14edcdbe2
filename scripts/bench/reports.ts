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
import { Decimal, bankAccountNames, formatHledgerJournal, hledgerAccountName } from '@ledgerline/ledger';
import { createRuntime, loadConfig, type Runtime } from '@ledgerline/platform';
import { balanceSheet, findBusiness, listBankAccounts, profitAndLoss, readJournalEntries, trialBalance } from '@ledgerline/projections';
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
