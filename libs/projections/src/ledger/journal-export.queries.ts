import type { ExportEntry } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

interface ExportRow {
  position: string;
  entry_id: string;
  effective_date: string;
  account_code: string;
  sub_account: string;
  contact_id: string | null;
  product_id: string | null;
  debit: string;
  credit: string;
  reference: string | null;
  description: string | null;
}

/**
 * Every journal entry of a business in position order (one per event and document), with the
 * document's reference and description (a manual journal's from its list): the journal export's input. `knownAt` keeps only what was
 * posted up to that position.
 */
export async function readJournalEntries(db: Queryable, businessId: string, options: { knownAt?: bigint } = {}): Promise<ExportEntry[]> {
  const query = sql
    .table('journal_lines as j')
    .leftJoin('transactions as t', function () {
      this.on('t.business_id', 'j.business_id').andOn('t.transaction_id', 'j.entry_id');
    })
    // Manual journals and opening balances are not transactions: their reference and memo come from their own list.
    .leftJoin('manual_journals as m', function () {
      this.on('m.business_id', 'j.business_id').andOn('m.journal_id', 'j.entry_id');
    })
    .select(
      'j.position',
      'j.entry_id',
      sql.raw("to_char(j.effective_date, 'YYYY-MM-DD') AS effective_date"),
      'j.account_code',
      'j.sub_account',
      'j.contact_id',
      'j.product_id',
      'j.debit',
      'j.credit',
      sql.raw('coalesce(t.reference, m.reference) AS reference'),
      sql.raw("coalesce(t.description, CASE WHEN j.position = m.reversed_position THEN 'Reversal of ' || m.reference ELSE m.memo END) AS description"),
    )
    .where('j.business_id', businessId)
    .orderBy([{ column: 'j.position' }, { column: 'j.line_no' }]);
  if (options.knownAt !== undefined) query.andWhere('j.position', '<=', options.knownAt.toString());
  const rows = await execute<ExportRow>(db, query);
  const entries: ExportEntry[] = [];
  let current: ExportEntry | undefined;
  for (const row of rows) {
    // An amendment posts its reversal on the original's date and the corrected lines on the new one: two entries.
    if (!current || current.position !== String(row.position) || current.entryId !== row.entry_id || current.date !== row.effective_date) {
      current = {
        date: row.effective_date,
        position: String(row.position),
        entryId: row.entry_id,
        reference: row.reference,
        description: row.description,
        lines: [],
      };
      entries.push(current);
    }
    current.lines.push({
      account: row.account_code,
      subAccount: row.sub_account || null,
      contactId: row.contact_id,
      productId: row.product_id,
      debit: row.debit,
      credit: row.credit,
    });
  }
  return entries;
}
