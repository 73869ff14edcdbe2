import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { assertBalanced, reverseLines } from '../journal.js';
import { TRANSACTION_AMENDED, type PostedEntry, type StockMovement, type TransactionAmendedData } from './document-events.js';
import {
  assertCorrectable,
  assertStockSuffices,
  netStock,
  reverseStock,
  takeBackGoods,
  type StockOnHand,
  type VoidableTransaction,
} from './void-transaction.js';

export interface TransactionAmended {
  type: typeof TRANSACTION_AMENDED;
  data: TransactionAmendedData;
}

export interface AmendOptions {
  /**
   * The products' stock now (quantity and value): the amendment's net movement may not take any
   * below zero unless `allowNegativeStock`, and goods the reversal takes back out leave as a void's
   * would (`takeBackGoods`; the value is needed for that; without it the reversal is exact).
   */
  stockOnHand?: StockOnHand;
  allowNegativeStock?: boolean;
}

/**
 * The stock the reversal's goods leave from: what is there now. Where fewer are on hand than the
 * reversal takes out (some of the original's goods were sold since), what the corrected document
 * puts in of the product counts as there first, so nothing goes below zero half way and the
 * reversal is judged on the level the amendment really leaves: they leave at what they came in at
 * when that level is sound, else at the average of goods that are really in stock (a product the
 * amendment leaves with none is left worth nothing).
 */
function stockBeforeReversal(
  stockOnHand: StockOnHand | undefined,
  reversed: readonly StockMovement[],
  corrected: readonly StockMovement[],
): StockOnHand | undefined {
  if (!stockOnHand) return undefined;
  const levels = new Map(stockOnHand);
  for (const movement of reversed) {
    const level = levels.get(movement.productId);
    if (!new Decimal(movement.quantity).isNegative() || level?.value === undefined) continue;
    if (!new Decimal(level.quantity).plus(movement.quantity).isNegative()) continue;
    let quantity = new Decimal(level.quantity);
    let value = new Decimal(level.value);
    for (const putIn of corrected) {
      if (putIn.productId !== movement.productId || !new Decimal(putIn.quantity).gt(0)) continue;
      quantity = quantity.plus(putIn.quantity);
      value = value.plus(putIn.value);
    }
    levels.set(movement.productId, { ...level, quantity: quantity.toFixed(), value: value.toFixed() });
  }
  return levels;
}

/**
 * Amends a posted document: one event holding the original's reversal followed by the corrected
 * document's lines, and the net stock movement of both, so no reader ever sees the document half
 * changed. The reversal is the void's (LEDGER.md §5, `takeBackGoods`): the original's lines
 * reversed, goods it brought in taken back out at what they came in at (a typo fixed with nothing
 * sold since changes nothing else), or, where goods sold since make that leave the product
 * unsound, at the moving average of the stock (the difference to inventory adjustments, 6920,
 * after the reversed lines); goods it took out returned at the cost they left at. `corrected` is
 * what the original type's own decider made of the merged document (same transaction id and
 * reference), deciding stock as if the original were reversed. The event is dated as the original
 * (its reversal); the corrected lines, always the last ones, carry the corrected document's date
 * (`document.date`).
 */
export function decideAmendTransaction(
  original: VoidableTransaction,
  corrected: { type: string; data: PostedEntry },
  options: AmendOptions = {},
): TransactionAmended {
  assertCorrectable(original, 'amend');
  const document = corrected.data;
  if (corrected.type !== original.eventType) {
    throw new LedgerValidationError('type', `A ${original.eventType} can only be amended into another ${original.eventType}`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (document.transactionId !== original.transactionId || document.reference !== original.reference) {
    throw new LedgerValidationError('reference', 'An amendment keeps the transaction’s id and reference', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (document.currency !== original.currency) {
    throw new LedgerValidationError('currency', 'An amendment keeps the transaction’s currency', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const reversed = reverseStock(original.stock, original.currency);
  const reversal = takeBackGoods(
    reverseLines(original.lines),
    reversed,
    stockBeforeReversal(options.stockOnHand, reversed, document.stock ?? []),
    original.currency,
  );
  assertBalanced(reversal.lines, original.currency);
  assertBalanced(document.lines, document.currency);
  const lines = [...reversal.lines, ...document.lines];
  const stock = netStock([...reversal.stock, ...(document.stock ?? [])], original.currency);
  assertStockSuffices(stock, options.stockOnHand, options.allowNegativeStock);
  const data: TransactionAmendedData = {
    transactionId: original.transactionId,
    reference: original.reference,
    date: original.date,
    currency: original.currency,
    lines,
    ...(stock.length > 0 ? { stock } : {}),
    ...(document.description !== undefined ? { description: document.description } : {}),
    ...(document.entityId !== undefined ? { entityId: document.entityId } : {}),
    amendedType: original.eventType,
    document: document as TransactionAmendedData['document'],
  };
  return { type: TRANSACTION_AMENDED, data };
}
