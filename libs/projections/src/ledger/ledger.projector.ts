import type { RecordedEvent } from '@ledgerline/event-store';
import {
  Decimal,
  TRANSACTION_LIST_TYPE,
  type JournalLine,
  type PaymentAccount,
  type PaymentRecordedData,
  type PostedEntry,
  type StockMovement,
  type TransactionAmendedData,
  type TransactionVoidedData,
} from '@ledgerline/ledger';
import { insertRows, upsertAdding } from '../engine/batch-writes.js';
import { defineBatchProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

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

/** Changes to rows of `transactions` that already exist, in event order. */
type RowChange =
  | { kind: 'paid'; businessId: string; documentId: string; amount: string; position: string }
  | { kind: 'payment-voided'; businessId: string; paymentId: string; position: string }
  | { kind: 'voided'; businessId: string; transactionId: string; position: string }
  | { kind: 'amended'; businessId: string; transactionId: string; row: Record<string, unknown>; position: string };

/**
 * What a batch of events does to the ledger's tables, gathered in memory and then written with
 * one statement per table: the journal lines and new transactions rows as they come, account
 * balances and product stock added up by PostgreSQL, and the changes to existing rows in order.
 */
class LedgerBatch {
  readonly journalLines: Record<string, unknown>[] = [];
  /** Every line's amounts, per account (PostgreSQL adds them up). */
  readonly balances: { business_id: string; account_code: string; sub_account: string; debit_total: string; credit_total: string }[] = [];
  readonly stock: { business_id: string; product_id: string; quantity: string; value: string }[] = [];
  readonly newRows: Record<string, unknown>[] = [];
  readonly changes: RowChange[] = [];

  /** The lines an event posted (from the event itself, never recomputed), and each account's running totals. */
  post(event: RecordedEvent, entryId: string, effectiveDate: string, lines: readonly JournalLine[], firstLineNo = 1): void {
    const businessId = businessIdOfStream(event.stream);
    lines.forEach((line, index) => {
      const subAccount = line.subAccount ?? '';
      this.journalLines.push({
        business_id: businessId,
        position: event.position.toString(),
        line_no: firstLineNo + index,
        entry_id: entryId,
        effective_date: effectiveDate,
        account_code: line.account,
        sub_account: subAccount,
        contact_id: line.contactId ?? null,
        product_id: line.productId ?? null,
        debit: line.debit,
        credit: line.credit,
      });
      this.balances.push({ business_id: businessId, account_code: line.account, sub_account: subAccount, debit_total: line.debit, credit_total: line.credit });
    });
  }

  /** Each product's quantity and value move by the event's stock movements (LEDGER.md §5). */
  move(event: RecordedEvent, movements: readonly StockMovement[] | undefined): void {
    const businessId = businessIdOfStream(event.stream);
    for (const m of movements ?? []) this.stock.push({ business_id: businessId, product_id: m.productId, quantity: m.quantity, value: m.value });
  }

  async write(ctx: ProjectionContext): Promise<void> {
    await insertRows(ctx, 'journal_lines', this.journalLines);
    await upsertAdding(ctx, 'account_balances', ['business_id', 'account_code', 'sub_account'], ['debit_total', 'credit_total'], this.balances);
    await upsertAdding(ctx, 'product_stock', ['business_id', 'product_id'], ['quantity', 'value'], this.stock);
    // Rows are created before any change to them (a document comes before its payment or void).
    await insertRows(ctx, 'transactions', this.newRows);
    await applyRowChanges(ctx, this.changes);
  }
}

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
        .update({ ...change.row, items: jsonOrNull(change.row.items), document: jsonOrNull(change.row.document), changed_position: change.position }),
    );
  }
  await flush();
}

/** Any document event: its lines to the journal, its stock to the products, a row to the transactions list. */
function postDocument(batch: LedgerBatch, event: RecordedEvent): void {
  const data = event.data as PostedEntry & Record<string, any>;
  const businessId = businessIdOfStream(event.stream);
  batch.post(event, data.transactionId, data.date, data.lines);
  batch.move(event, data.stock);
  batch.newRows.push({
    business_id: businessId,
    transaction_id: data.transactionId,
    ...transactionRow(event.type, data),
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

/** The original's lines and stock reversed; its row says voided. A voided payment is owed again on the document it paid. */
function postVoid(batch: LedgerBatch, event: RecordedEvent): void {
  const data = event.data as TransactionVoidedData;
  const businessId = businessIdOfStream(event.stream);
  const position = event.position.toString();
  batch.post(event, data.transactionId, data.date, data.lines);
  batch.move(event, data.stock);
  batch.changes.push({ kind: 'voided', businessId, transactionId: data.transactionId, position });
  if (data.voidedType === 'PaymentRecorded') batch.changes.push({ kind: 'payment-voided', businessId, paymentId: data.transactionId, position });
}

/** The reversal and the corrected posting; the row shows the corrected document. */
function postAmendment(batch: LedgerBatch, event: RecordedEvent): void {
  const data = event.data as TransactionAmendedData;
  // The reversal is dated as the original (data.date), the corrected lines (the last ones) as the corrected document.
  const corrected = data.document.lines?.length ?? 0;
  const reversal = data.lines.slice(0, data.lines.length - corrected);
  batch.post(event, data.transactionId, data.date, reversal);
  batch.post(event, data.transactionId, data.document.date ?? data.date, data.lines.slice(reversal.length), reversal.length + 1);
  batch.move(event, data.stock);
  const { reference: _reference, ...row } = transactionRow(data.amendedType, data.document as PostedEntry & Record<string, any>);
  void _reference;
  batch.changes.push({
    kind: 'amended',
    businessId: businessIdOfStream(event.stream),
    transactionId: data.transactionId,
    row,
    position: event.position.toString(),
  });
}

const DOCUMENT_EVENTS = [
  'MoneyInRecorded',
  'SaleRecorded',
  'PurchaseRecorded',
  'ExpenseRecorded',
  'PrepaymentApplied',
  'MoneyOutRecorded',
  'PaymentRecorded',
  'FundsTransferred',
  'StockIntroduced',
  'StockAdjusted',
] as const;

const POSTERS: Readonly<Record<string, (batch: LedgerBatch, event: RecordedEvent) => void>> = {
  ...Object.fromEntries(DOCUMENT_EVENTS.map((type) => [type, postDocument])),
  TransactionVoided: postVoid,
  TransactionAmended: postAmendment,
};

/**
 * Writes the journal lines every event posted, keeps each account's running debit and credit
 * totals and each product's stock, and lists the documents. The lines come from the events
 * (decided when they were recorded), never recomputed, so a rebuild reproduces the books exactly.
 */
export const ledgerProjector = defineBatchProjector({
  name: 'ledger',
  version: 3,
  tables: ['journal_lines', 'account_balances', 'transactions', 'product_stock'],
  insertOnlyTables: ['journal_lines'],
  eventTypes: Object.keys(POSTERS),
  async applyBatch(events, ctx) {
    const batch = new LedgerBatch();
    for (const event of events) POSTERS[event.type](batch, event);
    await batch.write(ctx);
  },
});
