import type { RecordedEvent } from '@ledgerline/event-store';
import { type JournalLine, type PostedEntry, type StockMovement, type TransactionAmendedData, type TransactionVoidedData } from '@ledgerline/ledger';
import { insertRows, upsertTotals } from '../engine/batch-writes.js';
import { TotalsByKey } from '../engine/totals.js';
import { defineBatchProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * What a batch of events does to the ledger's tables, gathered in memory and then written with
 * one statement per table: the journal lines as they come, account balances and product stock
 * summed per key (TotalsByKey, upsertTotals).
 */
class LedgerBatch {
  readonly journalLines: Record<string, unknown>[] = [];
  /** (business, account, sub-account) → debit and credit totals of the batch's lines. */
  readonly balances = new TotalsByKey();
  /** (business, product) → quantity and value moved. */
  readonly stock = new TotalsByKey();

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
      this.balances.add([businessId, line.account, subAccount], [line.debit, line.credit]);
    });
  }

  /** Each product's quantity and value move by the event's stock movements (LEDGER.md §5). */
  move(event: RecordedEvent, movements: readonly StockMovement[] | undefined): void {
    const businessId = businessIdOfStream(event.stream);
    for (const m of movements ?? []) this.stock.add([businessId, m.productId], [m.quantity, m.value]);
  }

  async write(ctx: ProjectionContext): Promise<void> {
    await insertRows(ctx, 'journal_lines', this.journalLines);
    await upsertTotals(ctx, 'account_balances', ['business_id', 'account_code', 'sub_account'], ['debit_total', 'credit_total'], this.balances);
    await upsertTotals(ctx, 'product_stock', ['business_id', 'product_id'], ['quantity', 'value'], this.stock);
  }
}

/** Any document event: its lines to the journal, its stock to the products. */
function postDocument(batch: LedgerBatch, event: RecordedEvent): void {
  const data = event.data as PostedEntry;
  batch.post(event, data.transactionId, data.date, data.lines);
  batch.move(event, data.stock);
}

/** A void: the original's lines and stock reversed (the lines and movements the void decided). */
function postVoid(batch: LedgerBatch, event: RecordedEvent): void {
  const data = event.data as TransactionVoidedData;
  batch.post(event, data.transactionId, data.date, data.lines);
  batch.move(event, data.stock);
}

/** An amendment: the reversal and the corrected posting. */
function postAmendment(batch: LedgerBatch, event: RecordedEvent): void {
  const data = event.data as TransactionAmendedData;
  // The reversal is dated as the original (data.date), the corrected lines (the last ones) as the corrected document.
  const corrected = data.document.lines?.length ?? 0;
  const reversal = data.lines.slice(0, data.lines.length - corrected);
  batch.post(event, data.transactionId, data.date, reversal);
  batch.post(event, data.transactionId, data.document.date ?? data.date, data.lines.slice(reversal.length), reversal.length + 1);
  batch.move(event, data.stock);
}

/** The events that record a document (each posts its own lines). */
export const DOCUMENT_EVENTS = [
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
  'RegisterClosed',
  'RawMaterialStockIntroduced',
  'RawMaterialsMovedToWip',
  'ProductionBatchProduced',
  'StockTransferSent',
  'StockTransferReceived',
  'AssetBought',
  'AssetSold',
  'AssetDepreciated',
] as const;

const POSTERS: Readonly<Record<string, (batch: LedgerBatch, event: RecordedEvent) => void>> = {
  ...Object.fromEntries(DOCUMENT_EVENTS.map((type) => [type, postDocument])),
  TransactionVoided: postVoid,
  TransactionAmended: postAmendment,
  // Invoices (LEDGER.md §4): the approval and each payment post their lines; a void and an amendment as for transactions.
  InvoiceApproved: postDocument,
  InvoicePaid: postDocument,
  InvoiceVoided: postVoid,
  InvoiceAmended: postAmendment,
  // Manual journals and opening balances (docs/manual-journals.md): each posts the lines it carries,
  // a reversal its original's lines swapped. Not DOCUMENT_EVENTS: they are not transactions of the list.
  ManualJournalPosted: postDocument,
  ManualJournalReversed: postDocument,
};

/**
 * Writes the journal lines every event posted, and keeps each account's running debit and credit
 * totals and each product's stock (the documents list is the `documents` projector's). The lines
 * come from the events (decided when they were recorded), never recomputed, so a rebuild
 * reproduces the books exactly.
 */
export const ledgerProjector = defineBatchProjector({
  name: 'ledger',
  version: 4,
  tables: ['journal_lines', 'account_balances', 'product_stock'],
  insertOnlyTables: ['journal_lines'],
  eventTypes: Object.keys(POSTERS),
  async applyBatch(events, ctx) {
    const batch = new LedgerBatch();
    for (const event of events) POSTERS[event.type](batch, event);
    await batch.write(ctx);
  },
});
