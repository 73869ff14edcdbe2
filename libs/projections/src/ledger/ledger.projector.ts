import { Decimal } from '@ledgerline/ledger';
import type { RecordedEvent } from '@ledgerline/event-store';
import {
  TRANSACTION_LIST_TYPE,
  type JournalLine,
  type PaymentAccount,
  type PaymentRecordedData,
  type PostedEntry,
  type StockMovement,
  type TransactionAmendedData,
  type TransactionVoidedData,
} from '@ledgerline/ledger';
import { sql } from '../db.js';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Writes the journal lines an event posted, and keeps each account's running debit and credit
 * totals. The lines come from the event itself (decided when it was recorded), never recomputed,
 * so a rebuild reproduces the books exactly as they were posted.
 */
async function postJournal(
  event: RecordedEvent,
  entryId: string,
  effectiveDate: string,
  lines: readonly JournalLine[],
  ctx: ProjectionContext,
  firstLineNo = 1,
): Promise<void> {
  if (lines.length === 0) return;
  const businessId = businessIdOfStream(event.stream);
  await ctx.execute(
    ctx.table('journal_lines').insert(
      lines.map((line, index) => ({
        business_id: businessId,
        position: event.position.toString(),
        line_no: firstLineNo + index,
        entry_id: entryId,
        effective_date: effectiveDate,
        account_code: line.account,
        sub_account: line.subAccount ?? '',
        contact_id: line.contactId ?? null,
        product_id: line.productId ?? null,
        debit: line.debit,
        credit: line.credit,
      })),
    ),
  );

  // One upsert per account touched: sum the entry's lines per account first.
  const totals = new Map<string, { account: string; subAccount: string; debit: Decimal; credit: Decimal }>();
  for (const line of lines) {
    const key = `${line.account}\u0000${line.subAccount ?? ''}`;
    const total = totals.get(key) ?? { account: line.account, subAccount: line.subAccount ?? '', debit: new Decimal(0), credit: new Decimal(0) };
    total.debit = total.debit.plus(line.debit);
    total.credit = total.credit.plus(line.credit);
    totals.set(key, total);
  }
  await ctx.execute(
    ctx
      .table('account_balances')
      .insert(
        [...totals.values()].map((t) => ({
          business_id: businessId,
          account_code: t.account,
          sub_account: t.subAccount,
          debit_total: t.debit.toFixed(),
          credit_total: t.credit.toFixed(),
        })),
      )
      .onConflict(['business_id', 'account_code', 'sub_account'])
      .merge({
        debit_total: sql.raw('account_balances.debit_total + excluded.debit_total'),
        credit_total: sql.raw('account_balances.credit_total + excluded.credit_total'),
      }),
  );
}

/** Each product's quantity and value move by the event's stock movements (LEDGER.md §5). */
async function moveStock(event: RecordedEvent, stock: readonly StockMovement[] | undefined, ctx: ProjectionContext): Promise<void> {
  if (!stock || stock.length === 0) return;
  await ctx.execute(
    ctx
      .table('product_stock')
      .insert(stock.map((m) => ({ business_id: businessIdOfStream(event.stream), product_id: m.productId, quantity: m.quantity, value: m.value })))
      .onConflict(['business_id', 'product_id'])
      .merge({
        quantity: sql.raw('product_stock.quantity + excluded.quantity'),
        value: sql.raw('product_stock.value + excluded.value'),
      }),
  );
}

const accountText = (account: PaymentAccount | undefined): string | null => (account ? (account.kind === 'cash' ? 'Cash' : account.bankAccountId) : null);

/** A document event as its transactions row shows it (list type, amounts, the whole document). */
function transactionRow(type: string, data: PostedEntry & Record<string, any>) {
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
    items: data.items ? JSON.stringify(data.items) : null,
    document: JSON.stringify(data),
  };
}

/** Any document event: its lines to the journal, its stock to the products, a row to the transactions list. */
async function postDocument(event: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const data = event.data as PostedEntry & Record<string, any>;
  const businessId = businessIdOfStream(event.stream);
  await postJournal(event, data.transactionId, data.date, data.lines, ctx);
  await moveStock(event, data.stock, ctx);
  await ctx.execute(
    ctx.table('transactions').insert({
      business_id: businessId,
      transaction_id: data.transactionId,
      ...transactionRow(event.type, data),
      status: 'posted',
      position: event.position.toString(),
      recorded_at: event.recordedAt,
      recorded_by: typeof event.metadata?.userId === 'string' ? event.metadata.userId : null,
    }),
  );
  if (event.type === 'PaymentRecorded') {
    const payment = event.data as PaymentRecordedData;
    await ctx.execute(
      ctx
        .table('transactions')
        .where({ business_id: businessId, transaction_id: payment.documentId })
        .update({
          balance_due: sql.raw('balance_due - ?', [payment.amount]),
          paid: sql.raw('coalesce(paid, 0) + ?', [payment.amount]),
          changed_position: event.position.toString(),
        }),
    );
  }
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

export const ledgerProjector = defineProjector({
  name: 'ledger',
  version: 3,
  tables: ['journal_lines', 'account_balances', 'transactions', 'product_stock'],
  handlers: {
    ...Object.fromEntries(DOCUMENT_EVENTS.map((type) => [type, postDocument])),
    /** The original's lines and stock reversed; its row says voided. A voided payment is owed again on the document it paid. */
    async TransactionVoided(event: RecordedEvent, ctx) {
      const data = event.data as TransactionVoidedData;
      const businessId = businessIdOfStream(event.stream);
      await postJournal(event, data.transactionId, data.date, data.lines, ctx);
      await moveStock(event, data.stock, ctx);
      await ctx.execute(
        ctx
          .table('transactions')
          .where({ business_id: businessId, transaction_id: data.transactionId })
          .update({ status: 'voided', changed_position: event.position.toString() }),
      );
      if (data.voidedType === 'PaymentRecorded') {
        const [row] = await ctx.execute<{ document: PaymentRecordedData | null }>(
          ctx.table('transactions').select('document').where({ business_id: businessId, transaction_id: data.transactionId }),
        );
        const payment = row?.document;
        if (payment?.documentId && payment.amount) {
          await ctx.execute(
            ctx
              .table('transactions')
              .where({ business_id: businessId, transaction_id: payment.documentId })
              .update({
                balance_due: sql.raw('balance_due + ?', [payment.amount]),
                paid: sql.raw('coalesce(paid, 0) - ?', [payment.amount]),
                changed_position: event.position.toString(),
              }),
          );
        }
      }
    },
    /** The reversal and the corrected posting; the row shows the corrected document. */
    async TransactionAmended(event: RecordedEvent, ctx) {
      const data = event.data as TransactionAmendedData;
      // The reversal is dated as the original (data.date), the corrected lines (the last ones) as the corrected document.
      const corrected = data.document.lines?.length ?? 0;
      const reversal = data.lines.slice(0, data.lines.length - corrected);
      await postJournal(event, data.transactionId, data.date, reversal, ctx);
      await postJournal(event, data.transactionId, data.document.date ?? data.date, data.lines.slice(reversal.length), ctx, reversal.length + 1);
      await moveStock(event, data.stock, ctx);
      const { reference: _reference, ...row } = transactionRow(data.amendedType, data.document as PostedEntry & Record<string, any>);
      void _reference;
      await ctx.execute(
        ctx
          .table('transactions')
          .where({ business_id: businessIdOfStream(event.stream), transaction_id: data.transactionId })
          .update({ ...row, changed_position: event.position.toString() }),
      );
    },
  },
});
