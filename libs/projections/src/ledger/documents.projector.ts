import type { RecordedEvent } from '@ledgerline/event-store';
import {
  Decimal,
  TRANSACTION_LIST_TYPE,
  type PaymentAccount,
  type PaymentRecordedData,
  type PostedEntry,
  type TransactionAmendedData,
  type TransactionVoidedData,
} from '@ledgerline/ledger';
import { insertRowsWithEventData } from '../engine/batch-writes.js';
import { defineBatchProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';
import { DOCUMENT_EVENTS } from './ledger.projector.js';

const accountText = (account: PaymentAccount | undefined): string | null => (account ? (account.kind === 'cash' ? 'Cash' : account.bankAccountId) : null);

/** A document event as its transactions row shows it (list type, amounts, the whole document). */
export function transactionRow(type: string, data: PostedEntry & Record<string, any>) {
  const payment = data.payment as { account: PaymentAccount; paid: string; balance: string; dueDate?: string } | undefined;
  const amount: string = data.total ?? data.amount ?? data.lines.reduce((sum, line) => sum.plus(line.debit), new Decimal(0)).toFixed();
  let listType = TRANSACTION_LIST_TYPE[type] ?? 'others';
  let subtype: string | null = data.subtype ?? data.category ?? null;
  if (type === 'PaymentRecorded') {
    const paymentData = data as unknown as PaymentRecordedData;
    listType = paymentData.documentType === 'sale' ? 'inflows' : 'outflows';
    subtype = paymentData.documentType === 'sale' ? 'sales_repayment' : `${paymentData.documentType}_repayment`;
  }
  if (type === 'StockIntroduced') subtype = 'stock_introduced';
  if (type === 'StockAdjusted') subtype = 'stock_adjustment';
  if (type === 'PrepaymentApplied') subtype = 'prepayment_applied';
  if (type === 'StockTransferSent') subtype = 'stock_transfer_out';
  if (type === 'StockTransferReceived') subtype = 'stock_transfer_in';
  if (type === 'ExpenseRecorded' && data.prepayment) subtype = 'prepayment';
  return {
    event_type: type,
    reference: data.reference,
    type: listType,
    subtype,
    effective_date: data.date,
    amount,
    account: accountText(payment?.account ?? data.account ?? data.from) ?? '',
    paid: payment?.paid ?? amount,
    balance_due: payment?.balance ?? '0',
    due_date: payment?.dueDate ?? null,
    description: data.description ?? null,
    entity_id: data.entityId ?? null,
    items: data.items ?? null,
    document: data,
  };
}

/** A row as the table stores it: reads take the items from the document (migration 019). */
function storedRow(type: string, data: PostedEntry & Record<string, any>) {
  const { items: _items, ...row } = transactionRow(type, data);
  void _items;
  return row;
}

/** Changes to rows of `transactions` that already exist, in event order. */
type RowChange =
  | { kind: 'paid'; businessId: string; documentId: string; amount: string; position: string }
  | { kind: 'payment-voided'; businessId: string; paymentId: string; position: string }
  | { kind: 'voided'; businessId: string; transactionId: string; position: string }
  | { kind: 'amended'; businessId: string; transactionId: string; row: Record<string, unknown>; position: string };

const jsonOrNull = (value: unknown) => (value == null ? null : JSON.stringify(value));
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Payments, voids and payment voids add to or mark rows, so a run of them commutes and goes in
 * three statements; an amendment rewrites a row, so it ends the run and is applied on its own.
 * changed_position only ever rises (events come in position order).
 */
async function applyRowChanges(ctx: ProjectionContext, changes: readonly RowChange[]): Promise<void> {
  const table = `${quote(ctx.schema)}.transactions`;
  let run: RowChange[] = [];
  const flush = async () => {
    const paid = run.filter((c) => c.kind === 'paid');
    const paymentsVoided = run.filter((c) => c.kind === 'payment-voided');
    const voided = run.filter((c) => c.kind === 'voided');
    run = [];
    if (paid.length > 0) {
      await ctx.db.query(
        `UPDATE ${table} AS d SET balance_due = d.balance_due - u.amount, paid = coalesce(d.paid, 0) + u.amount,
                changed_position = greatest(d.changed_position, u.position)
         FROM (SELECT business_id, document_id, sum(amount) AS amount, max(position) AS position
               FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::bigint[]) AS p(business_id, document_id, amount, position)
               GROUP BY 1, 2) AS u
         WHERE d.business_id = u.business_id AND d.transaction_id = u.document_id`,
        [paid.map((c) => c.businessId), paid.map((c) => c.documentId), paid.map((c) => c.amount), paid.map((c) => c.position)],
      );
    }
    // A voided payment is owed again on the document it paid (read from the payment's own row).
    if (paymentsVoided.length > 0) {
      await ctx.db.query(
        `UPDATE ${table} AS d SET balance_due = d.balance_due + u.amount, paid = coalesce(d.paid, 0) - u.amount,
                changed_position = greatest(d.changed_position, u.position)
         FROM (SELECT p.business_id, p.document->>'documentId' AS document_id, sum((p.document->>'amount')::numeric) AS amount, max(v.position) AS position
               FROM unnest($1::uuid[], $2::text[], $3::bigint[]) AS v(business_id, payment_id, position)
               JOIN ${table} AS p ON p.business_id = v.business_id AND p.transaction_id = v.payment_id
               WHERE p.document->>'documentId' IS NOT NULL AND p.document->>'amount' IS NOT NULL
               GROUP BY 1, 2) AS u
         WHERE d.business_id = u.business_id AND d.transaction_id = u.document_id`,
        [paymentsVoided.map((c) => c.businessId), paymentsVoided.map((c) => c.paymentId), paymentsVoided.map((c) => c.position)],
      );
    }
    if (voided.length > 0) {
      await ctx.db.query(
        `UPDATE ${table} AS d SET status = 'voided', changed_position = greatest(d.changed_position, v.position)
         FROM unnest($1::uuid[], $2::text[], $3::bigint[]) AS v(business_id, transaction_id, position)
         WHERE d.business_id = v.business_id AND d.transaction_id = v.transaction_id`,
        [voided.map((c) => c.businessId), voided.map((c) => c.transactionId), voided.map((c) => c.position)],
      );
    }
  };
  for (const change of changes) {
    if (change.kind !== 'amended') {
      run.push(change);
      continue;
    }
    await flush();
    await ctx.execute(
      ctx
        .table('transactions')
        .where({ business_id: change.businessId, transaction_id: change.transactionId })
        .update({ ...change.row, document: jsonOrNull(change.row.document), changed_position: change.position }),
    );
  }
  await flush();
}

/** What a batch does to the documents list: new rows as they come, then the changes to rows, in order. */
interface DocumentsBatch {
  readonly newRows: Record<string, unknown>[];
  readonly changes: RowChange[];
}

/** Any document event: a row to the list; a payment also pays the document it names. */
function listDocument(batch: DocumentsBatch, event: RecordedEvent): void {
  const data = event.data as PostedEntry & Record<string, any>;
  const businessId = businessIdOfStream(event.stream);
  batch.newRows.push({
    business_id: businessId,
    transaction_id: data.transactionId,
    ...storedRow(event.type, data),
    status: 'posted',
    position: event.position.toString(),
    recorded_at: event.recordedAt,
    recorded_by: typeof event.metadata?.userId === 'string' ? event.metadata.userId : null,
  });
  if (event.type === 'PaymentRecorded') {
    const payment = event.data as PaymentRecordedData;
    batch.changes.push({ kind: 'paid', businessId, documentId: payment.documentId, amount: payment.amount, position: event.position.toString() });
  }
}

/** A void: the row says voided; a voided payment is owed again on the document it paid. */
function listVoid(batch: DocumentsBatch, event: RecordedEvent): void {
  const data = event.data as TransactionVoidedData;
  const businessId = businessIdOfStream(event.stream);
  const position = event.position.toString();
  batch.changes.push({ kind: 'voided', businessId, transactionId: data.transactionId, position });
  if (data.voidedType === 'PaymentRecorded') batch.changes.push({ kind: 'payment-voided', businessId, paymentId: data.transactionId, position });
}

/** An amendment: the row shows the corrected document. */
function listAmendment(batch: DocumentsBatch, event: RecordedEvent): void {
  const data = event.data as TransactionAmendedData;
  const { reference: _reference, ...row } = storedRow(data.amendedType, data.document as PostedEntry & Record<string, any>);
  void _reference;
  batch.changes.push({
    kind: 'amended',
    businessId: businessIdOfStream(event.stream),
    transactionId: data.transactionId,
    row,
    position: event.position.toString(),
  });
}

const LISTERS: Readonly<Record<string, (batch: DocumentsBatch, event: RecordedEvent) => void>> = {
  ...Object.fromEntries(DOCUMENT_EVENTS.map((type) => [type, listDocument])),
  TransactionVoided: listVoid,
  TransactionAmended: listAmendment,
};

/**
 * The documents list (`transactions`): one row per document as it now stands (amended, paid,
 * voided), with the whole document. Independent of the journal, so a rebuild writes it on a
 * connection of its own beside the ledger's.
 */
export const documentsProjector = defineBatchProjector({
  name: 'documents',
  version: 1,
  tables: ['transactions'],
  eventTypes: Object.keys(LISTERS),
  async applyBatch(events, ctx) {
    const batch: DocumentsBatch = { newRows: [], changes: [] };
    for (const event of events) LISTERS[event.type](batch, event);
    // Rows are created before any change to them (a document comes before its payment or void).
    await insertRowsWithEventData(ctx, 'transactions', batch.newRows, 'document');
    await applyRowChanges(ctx, batch.changes);
  },
});
