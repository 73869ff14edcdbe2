/**
 * Rebuild benchmark: every projection replayed from the events, beside a pure-SQL recompute of the
 * same aggregates from the journal lines.
 *
 *   npm run bench:rebuild -- [--transactions 60000 | --lines N] [--database-url URL] [--repeat 3] [--keep]
 *
 * The events are those of a generated business (scripts/generate-business.ts) of `--transactions`
 * journal entries (about ten journal lines each) or `--lines` journal lines, made on a throwaway
 * database; or, with --database-url, whatever that database holds (a business is generated into it
 * only when it has no journal lines yet). The default keeps the run under ten minutes on two cores;
 * `--transactions 100000` is the issue's business of about a million journal lines.
 * (a) Rebuild: every projector of the product in one replay (`rebuildWith`, as `npm run rebuild -- all`):
 *     replay every event into fresh tables, compare them with the live ones, swap them in.
 * (b) SQL: `INSERT … SELECT … GROUP BY` of the aggregates (account balances and the reports'
 *     daily and monthly totals) into scratch copies of their tables; then checked equal to what
 *     the projectors built.
 * (a) and (b) run in turns, `--repeat` rounds (the machine's speed drifts over minutes; a round's
 * pair shares its conditions). Figures: the medians, in events per second, (b) as the events it
 * stands for over its time, and each round's ratio. Goal: (a) ≥ 0.5 × (b).
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { CHART_OF_ACCOUNTS, reportPlaceOf } from '@ledgerline/ledger';
import { createRuntime, loadConfig, rebuildWith, type Runtime } from '@ledgerline/platform';
import type { RebuildResult } from '@ledgerline/projections';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    transactions: { type: 'string', default: '60000' },
    lines: { type: 'string' },
    'database-url': { type: 'string' },
    repeat: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
  },
});
const SIZE: { transactions: number } | { lines: number } =
  flags.lines === undefined ? { transactions: Number(flags.transactions) } : { lines: Number(flags.lines) };
const REPEAT = Number(flags.repeat);

/** Accounts whose product lines are sales (the reports projector's `revenue` group). */
const REVENUE_CODES = CHART_OF_ACCOUNTS.filter((account) => reportPlaceOf(account.code).group === 'revenue')
  .map((account) => `'${account.code}'`)
  .join(', ');

/**
 * The aggregates as one statement each, from journal_lines (and, for quantities, which journal
 * lines do not carry, from the events): what the projectors keep, computed the set-based way.
 * `%s` is the schema written to. Tables the database does not have are skipped. Amendments are
 * left out (the generator makes none): with them, the check below reports the difference.
 */
const RECOMPUTE: readonly { table: string; sql: string }[] = [
  {
    table: 'account_balances',
    sql: `INSERT INTO %s.account_balances (business_id, account_code, sub_account, debit_total, credit_total)
          SELECT business_id, account_code, sub_account, sum(debit), sum(credit) FROM public.journal_lines GROUP BY 1, 2, 3`,
  },
  {
    table: 'daily_account_totals',
    sql: `INSERT INTO %s.daily_account_totals (business_id, account_code, sub_account, day, debit, credit)
          SELECT business_id, account_code, sub_account, effective_date, sum(debit), sum(credit) FROM public.journal_lines GROUP BY 1, 2, 3, 4`,
  },
  {
    table: 'monthly_account_totals',
    sql: `INSERT INTO %s.monthly_account_totals (business_id, account_code, sub_account, month, debit, credit)
          SELECT business_id, account_code, sub_account, date_trunc('month', effective_date)::date, sum(debit), sum(credit)
          FROM public.journal_lines GROUP BY 1, 2, 3, 4`,
  },
  {
    table: 'daily_contact_totals',
    sql: `INSERT INTO %s.daily_contact_totals (business_id, contact_id, account_code, day, debit, credit)
          SELECT business_id, contact_id, account_code, effective_date, sum(debit), sum(credit)
          FROM public.journal_lines WHERE contact_id IS NOT NULL GROUP BY 1, 2, 3, 4`,
  },
  {
    // What each standing sale sold, per product (a voided sale's rows are gone).
    table: 'report_sold_items',
    sql: `INSERT INTO %s.report_sold_items (business_id, transaction_id, product_id, day, quantity)
          SELECT substr(e.stream_id, 10)::uuid, e.data->>'transactionId', i->>'productId', (e.data->>'date')::date, sum((i->>'quantity')::numeric)
          FROM public.events e CROSS JOIN LATERAL jsonb_array_elements(e.data->'items') i
          WHERE e.type = 'SaleRecorded' AND e.stream_id LIKE 'business-%'
            AND NOT EXISTS (SELECT 1 FROM public.events v
                            WHERE v.type = 'TransactionVoided' AND v.stream_id = e.stream_id AND v.data->>'transactionId' = e.data->>'transactionId')
          GROUP BY 1, 2, 3, 4`,
  },
  {
    // Sales and cost per product from the lines; stock in and out from the events' movements (a
    // void's undo the side the original took); sold quantities from report_sold_items above.
    table: 'daily_product_totals',
    sql: `INSERT INTO %s.daily_product_totals (business_id, product_id, day, sold_quantity, sales_amount, cost_of_sales, in_quantity, in_value, out_quantity, out_value)
          SELECT business_id, product_id, day, sum(sold), sum(sales), sum(cost), sum(in_q), sum(in_v), sum(out_q), sum(out_v)
          FROM (
            SELECT business_id, product_id, effective_date AS day, 0 AS sold,
                   CASE WHEN account_code IN (${REVENUE_CODES}) THEN credit - debit ELSE 0 END AS sales,
                   CASE WHEN account_code = '5000' THEN debit - credit ELSE 0 END AS cost, 0 AS in_q, 0 AS in_v, 0 AS out_q, 0 AS out_v
            FROM public.journal_lines WHERE product_id IS NOT NULL AND account_code IN (${REVENUE_CODES}, '5000')
            UNION ALL
            SELECT substr(e.stream_id, 10)::uuid, m->>'productId', (e.data->>'date')::date, 0, 0, 0,
                   CASE WHEN s.inward THEN (m->>'quantity')::numeric ELSE 0 END, CASE WHEN s.inward THEN (m->>'value')::numeric ELSE 0 END,
                   CASE WHEN s.inward THEN 0 ELSE -(m->>'quantity')::numeric END, CASE WHEN s.inward THEN 0 ELSE -(m->>'value')::numeric END
            FROM public.events e CROSS JOIN LATERAL jsonb_array_elements(e.data->'stock') m
            CROSS JOIN LATERAL (SELECT (CASE WHEN (m->>'quantity')::numeric = 0 THEN (m->>'value')::numeric > 0 ELSE (m->>'quantity')::numeric > 0 END)
                                       <> (e.type = 'TransactionVoided') AS inward) s
            WHERE e.stream_id LIKE 'business-%' AND jsonb_typeof(e.data->'stock') = 'array'
            UNION ALL
            SELECT business_id, product_id, day, quantity, 0, 0, 0, 0, 0, 0 FROM %s.report_sold_items
          ) AS deltas
          GROUP BY 1, 2, 3`,
  },
  {
    table: 'daily_goods_cost',
    sql: `INSERT INTO %s.daily_goods_cost (business_id, day, debit, credit)
          SELECT business_id, effective_date, sum(debit), sum(credit)
          FROM public.journal_lines WHERE account_code = '5000' AND product_id IS NOT NULL GROUP BY 1, 2`,
  },
  {
    table: 'monthly_goods_cost',
    sql: `INSERT INTO %s.monthly_goods_cost (business_id, month, debit, credit)
          SELECT business_id, date_trunc('month', effective_date)::date, sum(debit), sum(credit)
          FROM public.journal_lines WHERE account_code = '5000' AND product_id IS NOT NULL GROUP BY 1, 2`,
  },
];

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function tableExists(runtime: Runtime, table: string): Promise<boolean> {
  const { rows } = await runtime.pool.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [`public.${table}`]);
  return rows[0].found;
}

/** One set-based recompute of every aggregate into scratch tables; returns the seconds it took and the rows it wrote. */
async function recompute(
  runtime: Runtime,
  statements: readonly { table: string; sql: string }[],
  schema: string,
): Promise<{ seconds: number; rows: number; perTable: Record<string, number> }> {
  const client = await runtime.pool.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE; CREATE SCHEMA ${quote(schema)}`);
    // Empty copies with the live tables' keys and indexes, as a rebuild's fresh tables have.
    for (const { table } of statements) await client.query(`CREATE TABLE ${quote(schema)}.${quote(table)} (LIKE public.${quote(table)} INCLUDING ALL)`);
    const started = performance.now();
    let rows = 0;
    const perTable: Record<string, number> = {};
    await client.query('BEGIN');
    for (const { table, sql } of statements) {
      const before = performance.now();
      rows += (await client.query(sql.replaceAll('%s', quote(schema)))).rowCount ?? 0;
      perTable[table] = (performance.now() - before) / 1000;
    }
    await client.query('COMMIT');
    return { seconds: (performance.now() - started) / 1000, rows, perTable };
  } finally {
    client.release();
  }
}

/** Rows that differ between the recomputed table and the live one (both ways). */
async function differences(runtime: Runtime, schema: string, table: string): Promise<number> {
  const live = `public.${quote(table)}`;
  const scratch = `${quote(schema)}.${quote(table)}`;
  const { rows } = await runtime.pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM (SELECT * FROM ${live} EXCEPT ALL SELECT * FROM ${scratch}) a)::int
          + (SELECT count(*) FROM (SELECT * FROM ${scratch} EXCEPT ALL SELECT * FROM ${live}) b)::int AS n`,
  );
  return rows[0].n;
}

async function main(): Promise<void> {
  const database: TestDatabase | undefined = flags['database-url'] ? undefined : await createTestDatabase();
  const url = flags['database-url'] ?? database!.url;
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const runtime = await createRuntime(
    loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, REDIS_URL: '', LOCAL_REDIS_PORT: '1', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' }),
    logger,
  );
  try {
    const { rows: existing } = await runtime.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_lines');
    if (existing[0].n === 0) {
      console.log(`Generating a business of ${'lines' in SIZE ? `${fmt(SIZE.lines)} journal lines` : `${fmt(SIZE.transactions)} transactions`} …`);
      // In a process of its own, so that the rebuild below starts, as `npm run rebuild` does, with
      // a fresh heap rather than one the generator has filled (measured: 25 s instead of 20 s).
      const size = 'lines' in SIZE ? ['--lines', String(SIZE.lines)] : ['--transactions', String(SIZE.transactions)];
      const generator = fileURLToPath(new URL('../generate-business.js', import.meta.url));
      const generated = spawnSync(process.execPath, [...process.execArgv, generator, '--database-url', url, '--seed', String(flags.seed), ...size], {
        stdio: 'inherit',
      });
      if (generated.status !== 0) throw new Error(`generating the business failed (exit ${generated.status})`);
    }
    await runtime.pool.query('VACUUM ANALYZE');
    const { rows: sizes } = await runtime.pool.query<{ events: number; lines: number }>(
      'SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM journal_lines)::int AS lines',
    );
    const { events, lines } = sizes[0];
    const server = await runtime.pool.query<{ version: string }>("SELECT current_setting('server_version') AS version");
    console.log(
      `\nrebuild benchmark: ${fmt(events)} events, ${fmt(lines)} journal lines; PostgreSQL ${server.rows[0].version}; ${url.replace(/:[^:@/]*@/, ':***@')}`,
    );

    // (a) and (b) in turns, `repeat` rounds: the machine's speed drifts over minutes, and each
    // round's pair runs under the same conditions. A checkpoint before each leaves neither the
    // other's dirty pages to write.
    const statements: { table: string; sql: string }[] = [];
    for (const statement of RECOMPUTE) if (await tableExists(runtime, statement.table)) statements.push(statement);
    const checkpoint = () => runtime.pool.query('CHECKPOINT').catch(() => undefined); // needs pg_checkpoint: skipped without
    const rounds: { rebuild: RebuildResult[]; sql: Awaited<ReturnType<typeof recompute>> }[] = [];
    for (let round = 1; round <= REPEAT; round++) {
      // (a) every projector rebuilt from the events, in one replay (as `npm run rebuild -- all` does).
      await checkpoint();
      let last = performance.now();
      const rebuild = await rebuildWith(runtime, runtime.projectors, {
        onProgress: (p) => {
          if (performance.now() - last < 10_000) return;
          last = performance.now();
          console.log(`  all: ${p.phase} ${p.percent}% (${fmt(p.processed)} events, ${fmt(p.eventsPerSecond)} events/s)`);
        },
      });
      const { phases, seconds } = rebuild[0];
      // (b) the aggregates recomputed by SQL.
      await checkpoint();
      const sql = await recompute(runtime, statements, 'bench_recompute');
      rounds.push({ rebuild, sql });
      console.log(
        `  round ${round}: (a) ${seconds.toFixed(1)} s (replay ${phases.replay.toFixed(1)} s, indexes ${phases.indexes.toFixed(1)} s, ` +
          `catch-up + compare + swap ${phases.compareAndSwap.toFixed(1)} s)${rebuild.every((r) => r.identical) ? '' : ' (the live tables differed: swapped)'}` +
          `, (b) ${sql.seconds.toFixed(2)} s: ratio ${(sql.seconds / seconds).toFixed(3)}`,
      );
    }
    const results = rounds[0].rebuild;
    const rebuildSeconds = median(rounds.map((round) => round.rebuild[0].seconds));
    const rebuildRate = events / rebuildSeconds;
    const sqlSeconds = median(rounds.map((round) => round.sql.seconds));
    const sqlRate = events / sqlSeconds;
    const rows = rounds[0].sql.rows;
    const tableSeconds = statements.map(({ table }) => `${table} ${median(rounds.map((round) => round.sql.perTable[table])).toFixed(2)} s`);
    const roundRatios = rounds.map((round) => round.sql.seconds / round.rebuild[0].seconds);
    const mismatches: string[] = [];
    for (const { table } of statements) {
      const n = await differences(runtime, 'bench_recompute', table);
      if (n > 0) mismatches.push(`${table} (${fmt(n)} rows)`);
    }
    await runtime.pool.query('DROP SCHEMA IF EXISTS bench_recompute CASCADE');
    // The projectors that keep those aggregates, alone (the same replay for just them), once.
    await checkpoint();
    const owners = await rebuildWith(
      runtime,
      runtime.projectors.filter((projector) => projector.name === 'ledger' || projector.name === 'reports'),
    );
    console.log(`  ledger + reports alone: ${owners[0].seconds.toFixed(1)} s`);

    const ownersSeconds = owners[0].seconds;
    const ratio = rebuildRate / sqlRate;
    const ownersRatio = events / ownersSeconds / sqlRate;
    console.log(`
(a) rebuild of every projection (${results.map((r) => r.projector).join(', ')}), one replay
      all, median of ${REPEAT}: ${rebuildSeconds.toFixed(1)} s                      ${fmt(rebuildRate).padStart(10)} events/s
(b) SQL recompute of ${statements.map((s) => s.table).join(', ')}
      ${tableSeconds.join(', ')}
      from journal_lines, ${fmt(rows)} rows, median of ${REPEAT}: ${sqlSeconds.toFixed(2)} s ${fmt(sqlRate).padStart(10)} events/s equivalent
      same rows as the projectors built: ${mismatches.length === 0 ? 'OK' : `MISMATCH in ${mismatches.join(', ')}`}
ratio (a)/(b), every projection, of the medians             ${ratio.toFixed(3).padStart(8)}   ${ratio >= 0.5 ? 'meets' : 'MISSES'} goal ≥ 0.5
      round by round: ${roundRatios.map((r) => r.toFixed(3)).join(', ')}
ratio, only the projectors keeping those aggregates (ledger, reports) ${ownersRatio.toFixed(3).padStart(8)}`);
    if (flags.keep && database) console.log(`\nKept the database: ${database.url}`);
  } finally {
    await runtime.close();
    if (database && !flags.keep) await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
