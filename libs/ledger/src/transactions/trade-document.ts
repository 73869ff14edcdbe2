import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import type { Decimal } from '../decimal.js';
import { formatAmount, parseAmount, type CurrencyCode } from '../money.js';
import { computeDocumentTotals, itemField, parseDocumentItems, subtotalOf, type ComputedTotals, type PricedItem } from '../posting/document-totals.js';
import { parsePaymentBlock, type PaymentBlock } from '../posting/payment-block.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import type { DocumentContext, DocumentProduct, TradeDocumentCommand } from './document-context.js';
import type { DocumentItem } from './document-events.js';

export interface TradeLine extends PricedItem {
  product: DocumentProduct;
}

/** A sale or purchase read: header, lines with their products, totals and payment. */
export interface TradeDocument {
  transactionId: string;
  reference: string;
  date: string;
  description?: string;
  lines: TradeLine[];
  totals: ComputedTotals;
  payment: PaymentBlock;
}

/**
 * Reads what sales and purchases share, in the order a form is read: header, items (each product
 * known: UNKNOWN_PRODUCT naming `items[i].product`), totals, payment block (an unknown entity:
 * UNKNOWN_CONTACT naming `entity`), description.
 */
export function readTradeDocument(command: TradeDocumentCommand, context: DocumentContext): TradeDocument {
  const { business } = context;
  const currency = business.currency;
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const lines = parseDocumentItems(command.items, currency).map((item) => {
    const product = context.products.get(item.productId);
    if (!product) {
      const field = itemField(item.index, 'product');
      throw unknownReferenceError(field, `${field} ${item.productId} is not one of the business's products or services`, item.productId, {
        notFound: LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.UNKNOWN_PRODUCT,
      });
    }
    return { ...item, product };
  });
  const totals = computeDocumentTotals(subtotalOf(lines), command, currency);
  expectSame(command.subtotal, totals.subtotal, 'subtotal', currency);
  expectSame(command.total, totals.total, 'total', currency);
  const payment = parsePaymentBlock(command, totals.total, business, { contactExists: (id) => context.contactExists(id) });
  const description = optionalText(command.description, 'description', 1000);
  return { transactionId, reference, date, ...(description !== undefined ? { description } : {}), lines, totals, payment };
}

/** A client's own figure, when sent, must be the ledger's: the user saw it and is agreeing to it. */
function expectSame(input: unknown, computed: Decimal, field: string, currency: CurrencyCode): void {
  if (input === undefined || input === null || input === '') return;
  const given = parseAmount(input, currency, field, { nonNegative: true });
  if (!given.eq(computed)) {
    throw new LedgerValidationError(
      field,
      `${field} ${formatAmount(given, currency)} does not match the items, discount, delivery and tax: ${formatAmount(computed, currency)}`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
}

/** A line as the event carries it. */
export function documentItem(line: TradeLine, currency: DocumentContext['business']['currency'], cost?: string): DocumentItem {
  return {
    productId: line.productId,
    name: line.product.name,
    kind: line.product.kind,
    quantity: line.quantity.toString(),
    price: formatAmount(line.price, currency),
    total: formatAmount(line.total, currency),
    ...(cost !== undefined ? { cost } : {}),
  };
}
