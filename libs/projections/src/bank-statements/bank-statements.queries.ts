import { ACCOUNT, Decimal, formatAmount, type CurrencyCode } from '@ledgerline/ledger';
import { chartLedgerRows } from '../accounting-views/chart-ledger.queries.js';
import { execute, sql, type Queryable } from '../db.js';
import { booksAt } from '../reports/reports.queries.js';

/** A bank account of the business as the reconciliation names it. */
export interface BankAccountRef {
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** A statement as the list shows it. */
export interface BankStatementSummary extends BankAccountRef {
  statementId: string;
  fileName: string;
  startDate: string;
  endDate: string;
  openingBalance: string;
  closingBalance: string;
  /** Lines it brought (those already imported by an earlier statement are not counted). */
  lines: number;
  /** Of those, the lines matched with book entries. */
  matched: number;
  importedAt: string;
}

/** A line of a statement: amount signed (+ money in, − money out), balance after it. */
export interface BankStatementLineView {
  lineId: string;
  statementId: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  balance: string;
  matched: boolean;
}

/** A book entry of a bank account: one journal entry's lines on 1010 / the account, netted (+ money into the bank). */
export interface BankBookEntry {
  entryId: string;
  date: string;
  amount: string;
  reference: string;
  description: string;
}

/** A match as stored: the line, and each entry it was matched with. */
export interface BankMatchRow {
  lineId: string;
  entryId: string;
  auto: boolean;
}

interface StatementDbRow {
  statement_id: string;
  bank_account_id: string;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  file_name: string;
  start_date: string;
  end_date: string;
  opening_balance: string;
  closing_balance: string;
  line_count: number;
  matched: number;
  imported_at: Date;
}

interface LineDbRow {
  line_id: string;
  statement_id: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  balance: string;
  matched: boolean;
}

/** One of the business's bank accounts (removed ones say so), or undefined: another business's, or none. */
export async function findBankAccount(db: Queryable, businessId: string, bankAccountId: string): Promise<(BankAccountRef & { removed: boolean }) | undefined> {
  const rows = await execute<{ bank_account_id: string; bank_name: string; account_name: string; account_number: string; removed: boolean }>(
    db,
    sql.table('bank_accounts').select('*').where({ business_id: businessId, bank_account_id: bankAccountId }),
  );
  const row = rows[0];
  return (
    row && {
      bankAccountId: row.bank_account_id,
      bankName: row.bank_name,
      accountName: row.account_name,
      accountNumber: row.account_number,
      removed: row.removed,
    }
  );
}

/** SQL: whether the line (of alias `line`) is matched. */
const matchedExists = (line: string) =>
  `EXISTS (SELECT 1 FROM bank_statement_matches m WHERE m.business_id = ${line}.business_id AND m.line_id = ${line}.line_id)`;

/** The business's statements not removed, newest first (of one bank account when given). */
export async function listBankStatements(
  db: Queryable,
  businessId: string,
  currency: CurrencyCode,
  options: { bankAccountId?: string; statementId?: string } = {},
): Promise<BankStatementSummary[]> {
  const query = sql
    .table('bank_statements as s')
    .leftJoin('bank_accounts as b', function () {
      this.on('b.business_id', 's.business_id').andOn('b.bank_account_id', 's.bank_account_id');
    })
    .select(
      's.statement_id',
      's.bank_account_id',
      'b.bank_name',
      'b.account_name',
      'b.account_number',
      's.file_name',
      sql.raw("to_char(s.start_date, 'YYYY-MM-DD') AS start_date"),
      sql.raw("to_char(s.end_date, 'YYYY-MM-DD') AS end_date"),
      sql.raw('s.opening_balance::text AS opening_balance'),
      sql.raw('s.closing_balance::text AS closing_balance'),
      sql.raw(
        '(SELECT count(*)::int FROM bank_statement_lines l WHERE l.business_id = s.business_id AND l.statement_id = s.statement_id AND NOT l.removed) AS line_count',
      ),
      sql.raw(
        `(SELECT count(*)::int FROM bank_statement_lines l WHERE l.business_id = s.business_id AND l.statement_id = s.statement_id AND NOT l.removed AND ${matchedExists('l')}) AS matched`,
      ),
      's.imported_at',
    )
    .where({ 's.business_id': businessId, 's.removed': false })
    .orderBy([{ column: 's.position', order: 'desc' }]);
  if (options.bankAccountId !== undefined) void query.andWhere('s.bank_account_id', options.bankAccountId);
  if (options.statementId !== undefined) void query.andWhere('s.statement_id', options.statementId);
  const rows = await execute<StatementDbRow>(db, query);
  return rows.map((row) => ({
    statementId: row.statement_id,
    bankAccountId: row.bank_account_id,
    bankName: row.bank_name ?? '',
    accountName: row.account_name ?? '',
    accountNumber: row.account_number ?? '',
    fileName: row.file_name,
    startDate: row.start_date,
    endDate: row.end_date,
    openingBalance: formatAmount(row.opening_balance, currency),
    closingBalance: formatAmount(row.closing_balance, currency),
    lines: row.line_count,
    matched: row.matched,
    importedAt: row.imported_at.toISOString(),
  }));
}

const lineColumns = () => [
  'l.line_id',
  'l.statement_id',
  sql.raw("to_char(l.date, 'YYYY-MM-DD') AS date"),
  'l.description',
  'l.reference',
  sql.raw('l.amount::text AS amount'),
  sql.raw('l.balance::text AS balance'),
  sql.raw(`${matchedExists('l')} AS matched`),
];

const toLine =
  (currency: CurrencyCode) =>
  (row: LineDbRow): BankStatementLineView => ({
    lineId: row.line_id,
    statementId: row.statement_id,
    date: row.date,
    description: row.description,
    reference: row.reference,
    amount: formatAmount(row.amount, currency),
    balance: formatAmount(row.balance, currency),
    matched: row.matched,
  });

/** A statement's lines in statement order (oldest first). */
export async function bankStatementLines(db: Queryable, businessId: string, statementId: string, currency: CurrencyCode): Promise<BankStatementLineView[]> {
  const rows = await execute<LineDbRow>(
    db,
    sql
      .table('bank_statement_lines as l')
      .select(lineColumns())
      .where({ 'l.business_id': businessId, 'l.statement_id': statementId, 'l.removed': false })
      .orderBy('l.ordinal'),
  );
  return rows.map(toLine(currency));
}

/** A bank account's lines (not removed) dated up to `to`, by date then as imported; only the unmatched ones when asked. */
export async function bankAccountStatementLines(
  db: Queryable,
  businessId: string,
  bankAccountId: string,
  currency: CurrencyCode,
  options: { to?: string; from?: string; unmatched?: boolean } = {},
): Promise<BankStatementLineView[]> {
  const query = sql
    .table('bank_statement_lines as l')
    .select(lineColumns())
    .where({ 'l.business_id': businessId, 'l.bank_account_id': bankAccountId, 'l.removed': false })
    .orderBy(['l.date', 'l.position', 'l.ordinal']);
  if (options.to !== undefined) void query.andWhere('l.date', '<=', options.to);
  if (options.from !== undefined) void query.andWhere('l.date', '>=', options.from);
  if (options.unmatched) void query.andWhereRaw(`NOT ${matchedExists('l')}`);
  return (await execute<LineDbRow>(db, query)).map(toLine(currency));
}

/** One line of the business's statements with its bank account, or undefined (another business's, or its statement removed). */
export async function findBankStatementLine(
  db: Queryable,
  businessId: string,
  lineId: string,
): Promise<{ lineId: string; bankAccountId: string; amount: string; matched: boolean } | undefined> {
  const rows = await execute<{ line_id: string; bank_account_id: string; amount: string; matched: boolean }>(
    db,
    sql
      .table('bank_statement_lines as l')
      .select('l.line_id', 'l.bank_account_id', sql.raw('l.amount::text AS amount'), sql.raw(`${matchedExists('l')} AS matched`))
      .where({ 'l.business_id': businessId, 'l.line_id': lineId, 'l.removed': false }),
  );
  const row = rows[0];
  return row && { lineId: row.line_id, bankAccountId: row.bank_account_id, amount: row.amount, matched: row.matched };
}

/** Which of these line ids the business has imported already (lines of removed statements do not count). */
export async function importedLineIds(db: Queryable, businessId: string, lineIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // In slices: a statement may have 10,000 lines.
  for (let start = 0; start < lineIds.length; start += 5000) {
    const rows = await execute<{ line_id: string }>(
      db,
      sql
        .table('bank_statement_lines')
        .select('line_id')
        .where({ business_id: businessId, removed: false })
        .whereIn('line_id', lineIds.slice(start, start + 5000)),
    );
    for (const row of rows) found.add(row.line_id);
  }
  return found;
}

/** Whether the business has this statement (not removed). */
export async function bankStatementExists(db: Queryable, businessId: string, statementId: string): Promise<boolean> {
  const rows = await execute(
    db,
    sql.table('bank_statements').select('statement_id').where({ business_id: businessId, statement_id: statementId, removed: false }),
  );
  return rows.length > 0;
}

/** The matches of a bank account's lines (or of some lines). */
export async function bankMatches(
  db: Queryable,
  businessId: string,
  options: { bankAccountId?: string; lineIds?: readonly string[] },
): Promise<BankMatchRow[]> {
  const query = sql.table('bank_statement_matches').select('line_id', 'entry_id', 'auto').where({ business_id: businessId }).orderBy(['line_id', 'entry_id']);
  if (options.bankAccountId !== undefined) void query.andWhere('bank_account_id', options.bankAccountId);
  if (options.lineIds !== undefined) void query.whereIn('line_id', [...options.lineIds]);
  const rows = await execute<{ line_id: string; entry_id: string; auto: boolean }>(db, query);
  return rows.map((row) => ({ lineId: row.line_id, entryId: row.entry_id, auto: row.auto }));
}

/**
 * A bank account's book entries: the lines on 1010 with sub-account = the account, read as the
 * chart of accounts' bank page reads them (chartLedgerRows: reference and description from the
 * document), grouped by entry: amount = Σ debit − Σ credit, dated as the entry's latest posting
 * (an amendment may move it). Entries that net to zero are left out (a void's reversal shares its
 * document's entry id, as does a reversed manual journal's), and so is a voided document's entry
 * whatever it nets to. Dates filter the entries, not their lines.
 */
export async function bankBookEntries(
  db: Queryable,
  businessId: string,
  bankAccountId: string,
  currency: CurrencyCode,
  options: { from?: string; to?: string; entryIds?: readonly string[] } = {},
): Promise<BankBookEntry[]> {
  const lines = chartLedgerRows(businessId, { accountCodes: [ACCOUNT.CASH_AT_BANK], subAccount: bankAccountId });
  if (options.entryIds !== undefined) void lines.whereIn('j.entry_id', [...options.entryIds]);
  const entries = sql
    .from(lines.as('l'))
    .select(
      'l.entry_id',
      sql.raw('(array_agg(l.effective_date ORDER BY l.position DESC, l.line_no DESC))[1] AS date'),
      sql.raw("coalesce(max(l.reference), '') AS reference"),
      sql.raw("coalesce(max(l.description), '') AS description"),
      sql.raw('(sum(l.debit) - sum(l.credit))::text AS amount'),
    )
    .groupBy('l.entry_id')
    .havingRaw("sum(l.debit) <> sum(l.credit) AND bool_and(coalesce(l.document_status, 'posted') <> 'voided')");
  const query = sql.from(entries.as('e')).select('*').orderBy(['e.date', 'e.entry_id']);
  if (options.from !== undefined) void query.where('e.date', '>=', options.from);
  if (options.to !== undefined) void query.where('e.date', '<=', options.to);
  const rows = await execute<{ entry_id: string; date: string; reference: string; description: string; amount: string }>(db, query);
  return rows.map((row) => ({
    entryId: row.entry_id,
    date: row.date,
    amount: formatAmount(row.amount, currency),
    reference: row.reference,
    description: row.description,
  }));
}

/** The account's statement lines' first date, and the balance of its last line dated up to `endDate` (null when none). */
export async function bankStatementPeriod(
  db: Queryable,
  businessId: string,
  bankAccountId: string,
  endDate: string,
): Promise<{ statementStart: string | null; statementEnd: string | null; statementBalance: string | null }> {
  const [first] = await execute<{ date: string | null }>(
    db,
    sql
      .table('bank_statement_lines')
      .select(sql.raw("to_char(min(date), 'YYYY-MM-DD') AS date"))
      .where({ business_id: businessId, bank_account_id: bankAccountId, removed: false }),
  );
  const [last] = await execute<{ date: string; balance: string }>(
    db,
    sql
      .table('bank_statement_lines')
      .select(sql.raw("to_char(date, 'YYYY-MM-DD') AS date"), sql.raw('balance::text AS balance'))
      .where({ business_id: businessId, bank_account_id: bankAccountId, removed: false })
      .andWhere('date', '<=', endDate)
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'position', order: 'desc' },
        { column: 'ordinal', order: 'desc' },
      ])
      .limit(1),
  );
  return { statementStart: first?.date ?? null, statementEnd: last?.date ?? null, statementBalance: last?.balance ?? null };
}

/** The balance (debit − credit) of 1010 / the bank account in the books at the end of `date`, from the reports' books (booksAt). */
export async function bankBookBalanceAt(db: Queryable, businessId: string, bankAccountId: string, date: string): Promise<string> {
  const { totals } = await booksAt(db, businessId, [date]);
  const account = totals.get(date)?.accounts.find((total) => total.code === ACCOUNT.CASH_AT_BANK && total.subAccount === bankAccountId);
  return account ? new Decimal(account.debit).minus(account.credit).toFixed() : '0';
}
