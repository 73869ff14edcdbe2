import type { JournalLine, ManualJournalKind, ManualJournalRecord } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';
import { bankAccountNamesOf } from '../businesses/businesses.queries.js';

interface JournalRow {
  journal_id: string;
  reference: string;
  kind: ManualJournalKind;
  effective_date: string;
  memo: string | null;
  currency: string;
  total: string;
  lines: JournalLine[];
  status: 'posted' | 'reversed';
  reversal_date: string | null;
  position: string;
  recorded_at: Date;
  recorded_by: string | null;
}

/** A manual journal as the list shows it. */
export interface ManualJournalSummary {
  id: string;
  reference: string;
  kind: ManualJournalKind;
  /** YYYY-MM-DD. */
  date: string;
  memo: string | null;
  currency: string;
  /** Σ debit (= Σ credit) of the lines as entered (opening balances: the larger side before the difference to 3200). */
  total: string;
  status: 'posted' | 'reversed';
  /** YYYY-MM-DD, when reversed. */
  reversalDate: string | null;
  position: string;
  recordedAt: string;
}

/** One line with the names a reader needs: the account's, the bank account's, the contact's. */
export interface ManualJournalLineView {
  account: string;
  /** A bank account's id (1010 lines). */
  subAccount: string | null;
  bankAccountName: string | null;
  contactId: string | null;
  contactName: string | null;
  description: string | null;
  debit: string;
  credit: string;
}

export interface ManualJournalView extends ManualJournalSummary {
  lines: ManualJournalLineView[];
}

const COLUMNS = [
  'journal_id',
  'reference',
  'kind',
  sql.raw("to_char(effective_date, 'YYYY-MM-DD') AS effective_date"),
  'memo',
  'currency',
  sql.raw('total::text AS total'),
  'lines',
  'status',
  sql.raw("to_char(reversal_date, 'YYYY-MM-DD') AS reversal_date"),
  sql.raw('position::text AS position'),
  'recorded_at',
  'recorded_by',
];

const summaryOf = (row: JournalRow): ManualJournalSummary => ({
  id: row.journal_id,
  reference: row.reference,
  kind: row.kind,
  date: row.effective_date,
  memo: row.memo,
  currency: row.currency,
  total: row.total,
  status: row.status,
  reversalDate: row.reversal_date,
  position: row.position,
  recordedAt: row.recorded_at.toISOString(),
});

const recordOf = (row: JournalRow): ManualJournalRecord => ({
  journalId: row.journal_id,
  reference: row.reference,
  kind: row.kind,
  date: row.effective_date,
  status: row.status,
  lines: row.lines,
});

export interface ManualJournalFilter {
  kind?: ManualJournalKind;
  /** Effective dates, inclusive. */
  startDate?: string;
  endDate?: string;
  page: number;
  limit: number;
}

/** The business's manual journals, newest first, paged, between dates. */
export async function listManualJournals(
  db: Queryable,
  businessId: string,
  filter: ManualJournalFilter,
): Promise<{ data: ManualJournalSummary[]; total: number }> {
  const where = (query: ReturnType<typeof sql.table>) => {
    query.where('business_id', businessId);
    if (filter.kind) query.andWhere('kind', filter.kind);
    if (filter.startDate) query.andWhere('effective_date', '>=', filter.startDate);
    if (filter.endDate) query.andWhere('effective_date', '<=', filter.endDate);
    return query;
  };
  const [rows, counted] = await Promise.all([
    execute<JournalRow>(
      db,
      where(sql.table('manual_journals').select(COLUMNS))
        .orderBy([
          { column: 'effective_date', order: 'desc' },
          { column: 'position', order: 'desc' },
        ])
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
    ),
    execute<{ total: string }>(db, where(sql.table('manual_journals').count({ total: '*' }))),
  ]);
  return { data: rows.map(summaryOf), total: Number(counted[0]?.total ?? 0) };
}

/** One journal with its lines and the names they refer to, or undefined when the business has none by that id. */
export async function findManualJournal(db: Queryable, businessId: string, journalId: string): Promise<ManualJournalView | undefined> {
  const [row] = await execute<JournalRow>(db, sql.table('manual_journals').select(COLUMNS).where({ business_id: businessId, journal_id: journalId }));
  if (!row) return undefined;
  const contactIds = [...new Set(row.lines.flatMap((line) => (line.contactId ? [line.contactId] : [])))];
  const bankIds = [...new Set(row.lines.flatMap((line) => (line.subAccount ? [line.subAccount] : [])))];
  const [contacts, banks] = await Promise.all([
    contactIds.length === 0
      ? []
      : execute<{ contact_id: string; name: string }>(
          db,
          sql
            .table('contacts')
            .select('contact_id', sql.raw("coalesce(nullif(company, ''), trim(first_name || ' ' || coalesce(last_name, ''))) AS name"))
            .where('business_id', businessId)
            .whereIn('contact_id', contactIds),
        ),
    // Each bank account by its one name (GTBank, or GTBank 1234 beside another GTBank account), a removed one's kept.
    bankIds.length === 0 ? new Map<string, string>() : bankAccountNamesOf(db, businessId),
  ]);
  const contactName = new Map(contacts.map((contact) => [contact.contact_id, contact.name]));
  return {
    ...summaryOf(row),
    lines: row.lines.map((line) => ({
      account: line.account,
      subAccount: line.subAccount ?? null,
      bankAccountName: line.subAccount ? (banks.get(line.subAccount) ?? null) : null,
      contactId: line.contactId ?? null,
      contactName: line.contactId ? (contactName.get(line.contactId) ?? null) : null,
      description: line.memo ?? null,
      debit: line.debit,
      credit: line.credit,
    })),
  };
}

/** A journal as a reversal's decider reads it (inside the append). */
export async function loadManualJournal(db: Queryable, businessId: string, journalId: string): Promise<ManualJournalRecord | undefined> {
  const [row] = await execute<JournalRow>(db, sql.table('manual_journals').select(COLUMNS).where({ business_id: businessId, journal_id: journalId }));
  return row ? recordOf(row) : undefined;
}

/** Journals (opening balances too) not reversed yet, newest first: what a transaction reset takes back. */
export async function standingManualJournals(db: Queryable, businessId: string, limit: number): Promise<ManualJournalRecord[]> {
  const rows = await execute<JournalRow>(
    db,
    sql.table('manual_journals').select(COLUMNS).where({ business_id: businessId, status: 'posted' }).orderBy('position', 'desc').limit(limit),
  );
  return rows.map(recordOf);
}

/** The set of opening balances that stands (the latest posted one), if any. */
export async function loadCurrentOpeningBalances(db: Queryable, businessId: string): Promise<ManualJournalRecord | undefined> {
  const [row] = await execute<JournalRow>(
    db,
    sql
      .table('manual_journals')
      .select(COLUMNS)
      .where({ business_id: businessId, kind: 'opening-balances', status: 'posted' })
      .orderBy('position', 'desc')
      .limit(1),
  );
  return row ? recordOf(row) : undefined;
}

/** Whether a journal of the business already has this reference. */
export async function journalReferenceTaken(db: Queryable, businessId: string, reference: string): Promise<boolean> {
  const rows = await execute(db, sql.table('manual_journals').select('journal_id').where({ business_id: businessId, reference }).limit(1));
  return rows.length > 0;
}

/** How many journals (not opening balances) the business has: the next JE- number starts after it. */
export async function countManualJournals(db: Queryable, businessId: string): Promise<number> {
  const [row] = await execute<{ total: string }>(db, sql.table('manual_journals').count({ total: '*' }).where({ business_id: businessId, kind: 'journal' }));
  return Number(row?.total ?? 0);
}
