import pino from 'pino';
import { createRuntime, loadConfig, rebuildWith, type Runtime } from '@ledgerline/platform';
import type { RebuildResult } from '@ledgerline/projections';
import type { Acknowledged } from './load.js';

/**
 * The checks every load part ends with, read straight from the database the API wrote:
 * each acknowledged document stored once, every entry and every trial balance zero, and a full
 * rebuild of every read model equal to the live one.
 */

/** A runtime of the test's own on the API's database (the rebuild runs through it). */
export async function openRuntime(databaseUrl: string, redisUrl?: string): Promise<Runtime> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...(redisUrl ? { REDIS_URL: redisUrl } : {}), LOG_LEVEL: 'silent' });
  return createRuntime(config, pino({ level: 'silent' }));
}

export interface BooksReport {
  /** Transactions (one per command) appended after `since`. */
  transactionsStored: number;
  acknowledged: number;
  /** Acknowledged answers whose position holds no event, or holds another command's. */
  missing: Acknowledged[];
  /** Ids answered for two different keys (a second document, or a document voided twice). */
  duplicateIds: string[];
  /** Entries (business, position) whose debits and credits differ: a half-written document. */
  unbalancedEntries: unknown[];
  /** Businesses whose trial balance is not zero. */
  unbalancedBusinesses: unknown[];
  /** Projectors whose rebuild differs from the live tables. */
  rebuildDifferences: Pick<RebuildResult, 'projector' | 'onlyInLive' | 'onlyInRebuilt'>[];
}

/** The position of the last event now (a load part notes it before the load). */
export async function lastPosition(runtime: Runtime): Promise<string> {
  const { rows } = await runtime.pool.query('SELECT coalesce(max(position), 0)::text AS position FROM events');
  return rows[0].position;
}

export async function checkBooks(runtime: Runtime, acknowledged: Acknowledged[], since: string): Promise<BooksReport> {
  const pool = runtime.pool;
  // One command appends its events in one transaction: one tx_id per stored document.
  const stored = await pool.query('SELECT count(DISTINCT tx_id)::int AS n FROM events WHERE position > $1', [since]);
  const positions = await pool.query('SELECT position::text AS position, tx_id::text AS tx FROM events WHERE position = ANY($1::bigint[])', [
    acknowledged.map((doc) => doc.position),
  ]);
  const txByPosition = new Map(positions.rows.map((row) => [row.position as string, row.tx as string]));
  const missing = acknowledged.filter((doc) => !txByPosition.has(doc.position));
  const seen = new Map<string, string>();
  const duplicateIds: string[] = [];
  for (const doc of acknowledged) {
    // A void answers with the id of the document it voided: ids are unique per kind of answer.
    const answered = `${doc.kind === 'void' ? 'void' : 'document'}:${doc.id}`;
    if (seen.has(answered) && seen.get(answered) !== doc.key) duplicateIds.push(answered);
    seen.set(answered, doc.key);
  }
  const unbalancedEntries = (
    await pool.query(
      `SELECT business_id, position, sum(debit)::text AS debit, sum(credit)::text AS credit FROM journal_lines
       GROUP BY business_id, position HAVING sum(debit) <> sum(credit) LIMIT 20`,
    )
  ).rows;
  const unbalancedBusinesses = (
    await pool.query(
      `SELECT business_id, sum(debit_total)::text AS debit, sum(credit_total)::text AS credit FROM account_balances
       GROUP BY business_id HAVING sum(debit_total) <> sum(credit_total)`,
    )
  ).rows;
  const results = (await rebuildWith(runtime, runtime.projectors, { dryRun: true })) as RebuildResult[];
  const rebuildDifferences = results
    .filter((result) => !result.identical)
    .map(({ projector, onlyInLive, onlyInRebuilt }) => ({ projector, onlyInLive, onlyInRebuilt }));
  return {
    transactionsStored: stored.rows[0].n,
    acknowledged: acknowledged.length,
    missing,
    duplicateIds,
    unbalancedEntries,
    unbalancedBusinesses,
    rebuildDifferences,
  };
}

/** The report a part asserts: everything it names empty, and stored = acknowledged. */
export function booksProblems(report: BooksReport): string[] {
  const problems: string[] = [];
  if (report.transactionsStored !== report.acknowledged)
    problems.push(`${report.transactionsStored} documents stored for ${report.acknowledged} acknowledged (each must be stored exactly once)`);
  if (report.missing.length > 0) problems.push(`${report.missing.length} acknowledged documents missing: ${JSON.stringify(report.missing.slice(0, 5))}`);
  if (report.duplicateIds.length > 0) problems.push(`ids answered twice: ${report.duplicateIds.slice(0, 5).join(', ')}`);
  if (report.unbalancedEntries.length > 0) problems.push(`unbalanced entries: ${JSON.stringify(report.unbalancedEntries)}`);
  if (report.unbalancedBusinesses.length > 0) problems.push(`trial balance not zero: ${JSON.stringify(report.unbalancedBusinesses)}`);
  if (report.rebuildDifferences.length > 0) problems.push(`rebuild differs from the live read models: ${JSON.stringify(report.rebuildDifferences)}`);
  return problems;
}
