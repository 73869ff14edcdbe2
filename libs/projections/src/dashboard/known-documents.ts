import type { Knex } from 'knex';
import type { RecordedEvent } from '@ledgerline/event-store';
import { Decimal, type PaymentRecordedData, type PostedEntry, type TransactionAmendedData, type TransactionVoidedData } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';
import { transactionRow } from '../ledger/documents.projector.js';
import { ledgerProjector } from '../ledger/ledger.projector.js';
import type { KnownAtEvents } from './known-at-events.js';

/**
 * The `transactions` read model as it stood when the history ended at a position ("as known at",
 * LEDGER.md §7), for the document figures of the dashboard, the report summaries and Debtors &
 * Creditors.
 *
 * A row is written when its document is recorded (its `position`) and updated by a payment on it,
 * a void or an amendment (each sets `changed_position` to its own position, so it holds the last
 * change). So, at a position K:
 * - a row recorded after K did not exist;
 * - a row recorded at or before K and not changed after K is exactly as it was then;
 * - a row changed after K is rebuilt from the immutable history: its own events, the payments on
 *   it and their voids, up to K (`replayDocuments`, which does to the row what the ledger
 *   projector does). Typically few: the documents corrected or paid since.
 */
export interface KnownDocuments {
  businessId: string;
  /** The position, a whole number (decimal string). */
  knownAt: string;
  /** The rows changed after `knownAt`, as they were at it. */
  rebuilt: DocumentRowAt[];
}

/** A transactions row (the columns the queries read), as the ledger projector writes it. */
export interface DocumentRowAt {
  transaction_id: string;
  reference: string;
  type: string;
  subtype: string | null;
  effective_date: string;
  amount: string;
  account: string;
  description: string | null;
  entity_id: string | null;
  position: string;
  /** ISO 8601. */
  recorded_at: string;
  event_type: string;
  status: 'posted' | 'voided';
  paid: string | null;
  balance_due: string;
  due_date: string | null;
  items: unknown;
  document: unknown;
  changed_position: string | null;
  recorded_by: string | null;
}

/** The row's columns and their types (jsonb_to_recordset needs them; the union needs one order). */
const COLUMNS: readonly [keyof DocumentRowAt | 'business_id', string][] = [
  ['business_id', 'uuid'],
  ['transaction_id', 'text'],
  ['reference', 'text'],
  ['type', 'text'],
  ['subtype', 'text'],
  ['effective_date', 'date'],
  ['amount', 'numeric'],
  ['account', 'text'],
  ['description', 'text'],
  ['entity_id', 'text'],
  ['position', 'bigint'],
  ['recorded_at', 'timestamptz'],
  ['event_type', 'text'],
  ['status', 'text'],
  ['paid', 'numeric'],
  ['balance_due', 'numeric'],
  ['due_date', 'date'],
  ['document', 'jsonb'],
  ['changed_position', 'bigint'],
  ['recorded_by', 'text'],
];
const COLUMN_NAMES = COLUMNS.map(([name]) => name);
const RECORD_TYPES = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');

/** The corrections; every other event the ledger projector handles records a document (a transactions row). */
const CORRECTION_EVENTS: ReadonlySet<string> = new Set(['TransactionVoided', 'TransactionAmended', 'InvoiceVoided']);
export const DOCUMENT_EVENT_TYPES: readonly string[] = Object.keys(ledgerProjector.handlers).filter((type) => !CORRECTION_EVENTS.has(type));
const READ_TYPES = [...DOCUMENT_EVENT_TYPES, 'TransactionVoided', 'TransactionAmended'];

/** Digits after the point: PostgreSQL's numeric sum keeps the larger scale of its terms. */
const scaleOf = (text: string) => /\.(\d+)$/.exec(text)?.[1].length ?? 0;
const numericPlus = (a: string, b: string, sign: 1 | -1): string => new Decimal(a).plus(new Decimal(b).times(sign)).toFixed(Math.max(scaleOf(a), scaleOf(b)));

/**
 * The rows of the documents `ids` after `events` (oldest first, up to some position): what the
 * ledger projector wrote to them, event by event. Events of other documents are ignored, except
 * that a payment on one of them, and its void, change what it owes.
 */
export function replayDocuments(events: readonly RecordedEvent[], ids: ReadonlySet<string>): Map<string, DocumentRowAt> {
  const rows = new Map<string, DocumentRowAt>();
  const payments = new Map<string, { documentId: string; amount: string }>();
  const pay = (documentId: string, amount: string, sign: 1 | -1, position: bigint) => {
    const row = rows.get(documentId);
    if (!row) return;
    row.balance_due = numericPlus(row.balance_due, amount, -sign as 1 | -1);
    row.paid = numericPlus(row.paid ?? '0', amount, sign);
    row.changed_position = position.toString();
  };
  for (const event of events) {
    if (event.type === 'TransactionVoided') {
      const data = event.data as TransactionVoidedData;
      const row = rows.get(data.transactionId);
      if (row) {
        row.status = 'voided';
        row.changed_position = event.position.toString();
      }
      const payment = data.voidedType === 'PaymentRecorded' ? payments.get(data.transactionId) : undefined;
      if (payment?.documentId && payment.amount) pay(payment.documentId, payment.amount, -1, event.position);
    } else if (event.type === 'TransactionAmended') {
      const data = event.data as TransactionAmendedData;
      const row = rows.get(data.transactionId);
      if (!row) continue;
      const { reference: _reference, ...corrected } = transactionRow(data.amendedType, data.document as PostedEntry & Record<string, any>);
      void _reference;
      Object.assign(row, corrected, { changed_position: event.position.toString() });
    } else if (DOCUMENT_EVENT_TYPES.includes(event.type)) {
      const data = event.data as PostedEntry & Record<string, any>;
      if (ids.has(data.transactionId)) {
        rows.set(data.transactionId, {
          transaction_id: data.transactionId,
          ...transactionRow(event.type, data),
          status: 'posted',
          position: event.position.toString(),
          recorded_at: event.recordedAt.toISOString(),
          recorded_by: typeof event.metadata?.userId === 'string' ? event.metadata.userId : null,
          changed_position: null,
        });
      }
      if (event.type === 'PaymentRecorded') {
        const payment = data as unknown as PaymentRecordedData;
        payments.set(payment.transactionId, { documentId: payment.documentId, amount: payment.amount });
        pay(payment.documentId, payment.amount, 1, event.position);
      }
    }
  }
  return rows;
}

/** The documents as known at `knownAt`: which rows changed since, and what they were then. */
export async function documentsKnownAt(db: Queryable, events: KnownAtEvents, businessId: string, knownAt: string): Promise<KnownDocuments> {
  const changed = await execute<{ transaction_id: string; position: string }>(
    db,
    sql
      .table('transactions')
      .where('business_id', businessId)
      .where('position', '<=', knownAt)
      .where('changed_position', '>', knownAt)
      .select('transaction_id', 'position'),
  );
  if (changed.length === 0) return { businessId, knownAt, rebuilt: [] };
  const ids = changed.map((row) => row.transaction_id);
  const from = changed.reduce((least, row) => (BigInt(row.position) < least ? BigInt(row.position) : least), BigInt(changed[0].position));
  const history = await events.read(businessId, { to: BigInt(knownAt), from, types: READ_TYPES, touching: ids });
  return { businessId, knownAt, rebuilt: [...replayDocuments(history, new Set(ids)).values()] };
}

/**
 * The transactions table a document query reads, under `alias`: the live table, or (with `known`)
 * the rows as they stood at its position. The live query is the table itself, unchanged.
 */
export function documentsTable(known: KnownDocuments | undefined, alias = 't'): Knex.QueryBuilder {
  if (!known) return sql.table(alias === 'transactions' ? alias : `transactions as ${alias}`);
  const unchanged = sql
    .table('transactions')
    .where('business_id', known.businessId)
    .where('position', '<=', known.knownAt)
    .where((where) => void where.whereNull('changed_position').orWhere('changed_position', '<=', known.knownAt))
    .select(COLUMN_NAMES);
  if (known.rebuilt.length === 0) return sql.queryBuilder().from(unchanged.as(alias));
  const rebuilt = sql
    .queryBuilder()
    .from(
      sql.raw(`jsonb_to_recordset(?::jsonb) AS r(${RECORD_TYPES})`, [JSON.stringify(known.rebuilt.map((row) => ({ business_id: known.businessId, ...row })))]),
    )
    .select(COLUMN_NAMES);
  return sql.queryBuilder().from(unchanged.unionAll(rebuilt, true).as(alias));
}
