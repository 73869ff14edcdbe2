import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { StockBook } from '../inventory/moving-average.js';
import { formatAmount } from '../money.js';
import { adjustmentAmount, documentTotalsData, itemField } from '../posting/document-totals.js';
import { paymentData } from '../posting/payment-block.js';
import { postSale } from '../posting/sale.js';
import type { DocumentContext, TradeDocumentCommand } from './document-context.js';
import { SALE_RECORDED, type SaleRecordedData } from './document-events.js';
import { documentItem, readTradeDocument } from './trade-document.js';

export type RecordSaleCommand = TradeDocumentCommand;

export interface SaleRecorded {
  type: typeof SALE_RECORDED;
  data: SaleRecordedData;
}

/**
 * Records a sale (LEDGER.md §1, §3, §4, §5). Refuses (400, naming the field) bad items, an
 * unknown product or contact, bad discount/delivery/tax, a discount above the total, a bad
 * payment block (credit without entity or due date, deposit above the total), and a sale that
 * comes to nothing at all. Then takes each product line out of stock in order at the moving
 * average: more than is in stock is refused with STOCK_INSUFFICIENT (409), naming the product and
 * what was on hand before this sale, unless the business allows selling below zero. Services
 * carry no stock and no cost.
 */
export function decideRecordSale(command: RecordSaleCommand, context: DocumentContext): SaleRecorded[] {
  const { business } = context;
  const currency = business.currency;
  const document = readTradeDocument(command, context);
  const { totals, payment } = document;

  const stock = new StockBook(
    currency,
    new Map(document.lines.filter((line) => line.product.kind === 'product').map((line) => [line.productId, line.product])),
  );
  const items = document.lines.map((line) => {
    if (line.product.kind === 'service') return documentItem(line, currency);
    const cost = stock.take(line.productId, line.quantity, {
      allowBelowZero: business.settings.allowZeroStockLevel,
      productName: line.product.name,
      field: itemField(line.index, 'quantity'),
    });
    return documentItem(line, currency, formatAmount(cost, currency));
  });
  const movements = stock.movements();
  const costs = movements.map((m) => ({ productId: m.productId, cost: new Decimal(m.value).negated() }));

  const costTotal = costs.reduce((sum, c) => sum.plus(c.cost), new Decimal(0));
  if (totals.total.isZero() && adjustmentAmount(totals.discount).isZero() && costTotal.isZero()) {
    throw new LedgerValidationError('items', 'A sale must come to more than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }

  const data: SaleRecordedData = {
    transactionId: document.transactionId,
    reference: document.reference,
    date: document.date,
    currency,
    ...(document.description !== undefined ? { description: document.description } : {}),
    ...(payment.entityId !== undefined ? { entityId: payment.entityId } : {}),
    items,
    ...documentTotalsData(totals, currency),
    payment: paymentData(payment, business),
    lines: postSale({
      currency,
      lines: document.lines.map((line) => ({ productId: line.productId, kind: line.product.kind, total: line.total })),
      discount: adjustmentAmount(totals.discount),
      delivery: adjustmentAmount(totals.delivery),
      tax: adjustmentAmount(totals.tax),
      account: payment.account,
      paid: payment.paid,
      balance: payment.balance,
      entityId: payment.entityId,
      costs,
    }),
    ...(movements.length > 0 ? { stock: movements } : {}),
  };
  return [{ type: SALE_RECORDED, data }];
}
