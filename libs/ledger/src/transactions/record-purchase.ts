import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { StockBook } from '../inventory/moving-average.js';
import { adjustmentAmount, documentTotalsData, itemField } from '../posting/document-totals.js';
import { paymentData } from '../posting/payment-block.js';
import { postPurchase } from '../posting/purchase.js';
import type { DocumentContext, TradeDocumentCommand } from './document-context.js';
import { PURCHASE_RECORDED, type PurchaseRecordedData } from './document-events.js';
import { documentItem, readTradeDocument } from './trade-document.js';

export type RecordPurchaseCommand = TradeDocumentCommand;

export interface PurchaseRecorded {
  type: typeof PURCHASE_RECORDED;
  data: PurchaseRecordedData;
}

/**
 * Records a purchase of stock (LEDGER.md §1, §3, §4, §5): each line goes into stock at its line
 * total (`V += round(q × price)`, `Q += q`). Refuses what a sale refuses (bad items, unknown
 * product or contact, adjustments, payment block), a purchase that comes to nothing, and a
 * service line: services bought are expenses (POST /transactions/expenses), never stock, and
 * putting them in 1200 would leave inventory that can never be sold.
 */
export function decideRecordPurchase(command: RecordPurchaseCommand, context: DocumentContext): PurchaseRecorded[] {
  const { business } = context;
  const currency = business.currency;
  const document = readTradeDocument(command, context);
  const { totals, payment } = document;

  const stock = new StockBook(currency);
  for (const line of document.lines) {
    if (line.product.kind === 'service') {
      const field = itemField(line.index, 'product');
      throw new LedgerValidationError(
        field,
        `${field} is a service (${line.product.name}): services bought are expenses, record them as an expense`,
        LEDGER_ERROR_CODES.INVALID_CHOICE,
      );
    }
    stock.put(line.productId, line.quantity, line.total);
  }
  const entry = totals.subtotal.plus(adjustmentAmount(totals.delivery)).plus(adjustmentAmount(totals.tax));
  if (entry.isZero()) {
    throw new LedgerValidationError('items', 'A purchase must come to more than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  const movements = stock.movements();

  const data: PurchaseRecordedData = {
    transactionId: document.transactionId,
    reference: document.reference,
    date: document.date,
    currency,
    ...(document.description !== undefined ? { description: document.description } : {}),
    ...(payment.entityId !== undefined ? { entityId: payment.entityId } : {}),
    items: document.lines.map((line) => documentItem(line, currency)),
    ...documentTotalsData(totals, currency),
    payment: paymentData(payment, business),
    lines: postPurchase({
      currency,
      lines: document.lines.map((line) => ({ productId: line.productId, total: line.total })),
      discount: adjustmentAmount(totals.discount),
      delivery: adjustmentAmount(totals.delivery),
      tax: adjustmentAmount(totals.tax),
      account: payment.account,
      paid: payment.paid,
      balance: payment.balance,
      entityId: payment.entityId,
    }),
    ...(movements.length > 0 ? { stock: movements } : {}),
  };
  return [{ type: PURCHASE_RECORDED, data }];
}
