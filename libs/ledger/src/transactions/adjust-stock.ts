import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { stockLevel, takeOut } from '../inventory/moving-average.js';
import { JournalBuilder } from '../journal.js';
import { formatAmount, parseAmount, roundMoney } from '../money.js';
import { parseQuantity } from '../posting/document-totals.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import type { DocumentProduct } from './document-context.js';
import { STOCK_ADJUSTED, type StockAdjustedData } from './document-events.js';

export interface AdjustStockCommand {
  transactionId: string;
  reference: string;
  date: unknown;
  product: unknown;
  /** Signed: a count above the books adds (needs `unitCost`), below takes out at the moving average. */
  quantity: unknown;
  /** The cost of one added unit; defaults to the product's current average (value ÷ quantity). */
  unitCost?: unknown;
  reason?: unknown;
}

export interface StockAdjusted {
  type: typeof STOCK_ADJUSTED;
  data: StockAdjustedData;
}

/**
 * A stock count that differs from the books (LEDGER.md §4, §5): up debits 1200 and credits
 * inventory adjustments (6920) with `round(q × unit cost)`; down takes the moving-average cost out
 * of 1200 into 6920, and cannot take more than is in stock unless the business sells below zero.
 */
export function decideAdjustStock(
  command: AdjustStockCommand,
  state: BusinessState,
  products: ReadonlyMap<string, Pick<DocumentProduct, 'kind' | 'name' | 'quantity' | 'value'>>,
): StockAdjusted[] {
  const business = requireBusiness(state);
  const currency = business.currency;
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const productId = requireText(command.product, 'product', 100);
  const product = products.get(productId);
  if (!product) {
    throw unknownReferenceError('product', `product ${productId} is not one of the business's products`, productId, {
      notFound: LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND,
      unknown: LEDGER_ERROR_CODES.UNKNOWN_PRODUCT,
    });
  }
  if (product.kind !== 'product')
    throw new LedgerValidationError('product', `${product.name} is a service: services carry no stock`, LEDGER_ERROR_CODES.INVALID_VALUE);
  const signed = new Decimal(parseSignedQuantity(command.quantity));
  const reason = optionalText(command.reason, 'reason', 500);
  const level = stockLevel(product);
  const builder = new JournalBuilder(currency);
  let value: Decimal;
  let unitCost: string | undefined;
  if (signed.gt(0)) {
    const average = level.quantity.gt(0) ? level.value.dividedBy(level.quantity) : undefined;
    const cost =
      command.unitCost !== undefined && command.unitCost !== null && command.unitCost !== ''
        ? parseAmount(command.unitCost, currency, 'unitCost', { positive: true })
        : average !== undefined
          ? roundMoney(average, currency)
          : undefined;
    if (cost === undefined)
      throw new LedgerValidationError('unitCost', 'unitCost is required: the product has no stock to take an average from', LEDGER_ERROR_CODES.REQUIRED);
    value = roundMoney(signed.times(cost), currency);
    if (value.isZero()) throw new LedgerValidationError('unitCost', 'The added stock must be worth more than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
    unitCost = formatAmount(cost, currency);
    builder.debit(ACCOUNT.INVENTORY_GOODS, value, { productId }).credit(ACCOUNT.INVENTORY_ADJUSTMENTS, value);
  } else {
    const out = takeOut(level, signed.negated(), currency, {
      allowBelowZero: business.settings.allowZeroStockLevel,
      productName: product.name,
      field: 'quantity',
    });
    value = out.cost.negated();
    builder.debit(ACCOUNT.INVENTORY_ADJUSTMENTS, out.cost).credit(ACCOUNT.INVENTORY_GOODS, out.cost, { productId });
  }
  const data: StockAdjustedData = {
    transactionId,
    reference,
    date,
    currency,
    lines: builder.build(),
    stock: [{ productId, quantity: signed.toString(), value: formatAmount(value, currency) }],
    productId,
    quantity: signed.toString(),
    ...(unitCost !== undefined ? { unitCost } : {}),
    ...(reason !== undefined ? { reason, description: reason } : {}),
  };
  return [{ type: STOCK_ADJUSTED, data }];
}

/** A non-zero quantity with up to 4 decimal places, either sign. */
function parseSignedQuantity(input: unknown): Decimal {
  const text = typeof input === 'number' ? String(input) : input;
  if (typeof text === 'string' && text.trim().startsWith('-')) return parseQuantity(text.trim().slice(1), 'quantity').negated();
  return parseQuantity(text, 'quantity');
}
