import type { RecordedEvent } from '@ledgerline/event-store';
import { type JournalLine, type PostedEntry, type StockMovement, type TransactionAmendedData } from '@ledgerline/ledger';
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

/** One journal entry's lines on one date, as an event posts them. */
export interface JournalPosting {
  entryId: string;
  date: string;
  lines: readonly JournalLine[];
  /** The line number of its first line within the event. */
  firstLineNo: number;
}

/** Any document event (a void too: its lines are the original's reversed, dated as the original): its lines on its date. */
function documentPostings(event: RecordedEvent): JournalPosting[] {
  const data = event.data as PostedEntry;
  return [{ entryId: data.transactionId, date: data.date, lines: data.lines, firstLineNo: 1 }];
}

/** An amendment: the reversal dated as the original (data.date), the corrected lines (the last ones) as the corrected document. */
function amendmentPostings(event: RecordedEvent): JournalPosting[] {
  const data = event.data as TransactionAmendedData;
  const corrected = data.document.lines?.length ?? 0;
  const reversal = data.lines.slice(0, data.lines.length - corrected);
  return [
    { entryId: data.transactionId, date: data.date, lines: reversal, firstLineNo: 1 },
    { entryId: data.transactionId, date: data.document.date ?? data.date, lines: data.lines.slice(reversal.length), firstLineNo: reversal.length + 1 },
  ];
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

const POSTINGS: Readonly<Record<string, (event: RecordedEvent) => JournalPosting[]>> = {
  ...Object.fromEntries(DOCUMENT_EVENTS.map((type) => [type, documentPostings])),
  TransactionVoided: documentPostings,
  TransactionAmended: amendmentPostings,
  // Invoices (LEDGER.md §4): the approval and each payment post their lines; a void and an amendment as for transactions.
  InvoiceApproved: documentPostings,
  InvoicePaid: documentPostings,
  InvoiceVoided: documentPostings,
  InvoiceAmended: amendmentPostings,
  // Manual journals and opening balances (docs/manual-journals.md): each posts the lines it carries,
  // a reversal its original's lines swapped. Not DOCUMENT_EVENTS: they are not transactions of the list.
  ManualJournalPosted: documentPostings,
  ManualJournalReversed: documentPostings,
};

/** The journal entries an event posts, each with its date: what the journal, and every report read from it, hold. */
export function journalPostingsOf(event: RecordedEvent): JournalPosting[] {
  return POSTINGS[event.type]?.(event) ?? [];
}

/** The events that post to the journal. */
export const POSTING_EVENTS: readonly string[] = Object.keys(POSTINGS);

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
  eventTypes: POSTING_EVENTS,
  async applyBatch(events, ctx) {
    const batch = new LedgerBatch();
    for (const event of events) {
      for (const posting of journalPostingsOf(event)) batch.post(event, posting.entryId, posting.date, posting.lines, posting.firstLineNo);
      batch.move(event, (event.data as PostedEntry).stock);
    }
    await batch.write(ctx);
  },
});
