import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { isSoundLevel, stockLevel, takeOutCost, type StockLevel } from '../inventory/moving-average.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { assertBalanced, reverseLines, type JournalLine } from '../journal.js';
import { currencyScale, type CurrencyCode } from '../money.js';
import { optionalText } from '../validation.js';
import { TRANSACTION_VOIDED, type StockMovement, type TransactionVoidedData } from './document-events.js';

export interface TransactionVoided {
  type: typeof TRANSACTION_VOIDED;
  data: TransactionVoidedData;
}

/** A posted document as the read models hold it: what a void or an amendment reverses. */
export interface VoidableTransaction {
  transactionId: string;
  reference: string;
  /** The event that recorded it (SaleRecorded, MoneyInRecorded, …); for an amended one, its original type. */
  eventType: string;
  /** Effective date, YYYY-MM-DD. */
  date: string;
  currency: CurrencyCode;
  /** The lines it has posted and that still stand (an amended document's latest ones). */
  lines: readonly JournalLine[];
  stock?: readonly StockMovement[];
  status: 'posted' | 'voided';
  /** A credit document with payments recorded against it that are not voided. */
  hasPayments: boolean;
  /** A prepayment some of which has been applied (applications not voided). */
  hasApplications?: boolean;
  description?: string;
  entityId?: string;
}

/** What is in stock now, by product id; `name` for the refusal's message. */
export type StockOnHand = ReadonlyMap<string, { quantity: string; value?: string; name?: string }>;

export interface VoidTransactionCommand {
  original: VoidableTransaction;
  reason?: unknown;
  /**
   * The products' stock now. When given, a void that would take more out than is in stock (a
   * purchase whose goods were sold since) is refused unless `allowNegativeStock`.
   */
  stockOnHand?: StockOnHand;
  allowNegativeStock?: boolean;
}

/** `-x` without a negative zero, at `scale` places when given. */
const negate = (text: string, scale?: number): string => {
  const value = new Decimal(text);
  const negated = value.isZero() ? new Decimal(0) : value.negated();
  return scale === undefined ? negated.toFixed() : negated.toFixed(scale);
};

/** Each movement negated: a void returns stock at the cost the original took, and takes out what it brought in at its cost. */
export function reverseStock(stock: readonly StockMovement[] | undefined, currency: CurrencyCode): StockMovement[] {
  const scale = currencyScale(currency);
  return (stock ?? []).map((movement) => ({ productId: movement.productId, quantity: negate(movement.quantity), value: negate(movement.value, scale) }));
}

/** Movements added up per product (first-seen order), dropping those that come to nothing: one upsert per product. */
export function netStock(movements: readonly StockMovement[], currency: CurrencyCode): StockMovement[] {
  const scale = currencyScale(currency);
  const net = new Map<string, { quantity: Decimal; value: Decimal }>();
  for (const movement of movements) {
    const total = net.get(movement.productId) ?? { quantity: new Decimal(0), value: new Decimal(0) };
    net.set(movement.productId, { quantity: total.quantity.plus(movement.quantity), value: total.value.plus(movement.value) });
  }
  return [...net.entries()]
    .filter(([, total]) => !total.quantity.isZero() || !total.value.isZero())
    .map(([productId, total]) => ({ productId, quantity: total.quantity.toFixed(), value: total.value.toFixed(scale) }));
}

/** The stock a decider should see for an amendment: what is there now with the original's movements undone. */
export function stockWithoutOriginal<T extends { quantity: string; value: string }>(
  current: ReadonlyMap<string, T>,
  original: readonly StockMovement[] | undefined,
): Map<string, T> {
  const result = new Map(current);
  for (const movement of original ?? []) {
    const level = result.get(movement.productId);
    // A product the decider was not given is not one it decides about.
    if (!level) continue;
    const quantity = new Decimal(level.quantity).minus(movement.quantity).toFixed();
    const value = new Decimal(level.value).minus(movement.value).toFixed();
    result.set(movement.productId, { ...level, quantity, value });
  }
  return result;
}

/** Refuses a net movement that would leave a product below zero (STOCK_INSUFFICIENT, as a sale would be). */
export function assertStockSuffices(movements: readonly StockMovement[], stockOnHand: StockOnHand | undefined, allowNegativeStock: boolean | undefined): void {
  if (!stockOnHand || allowNegativeStock) return;
  for (const movement of movements) {
    const change = new Decimal(movement.quantity);
    if (!change.isNegative()) continue;
    const onHand = new Decimal(stockOnHand.get(movement.productId)?.quantity ?? 0);
    if (onHand.plus(change).isNegative()) {
      const name = stockOnHand.get(movement.productId)?.name ?? movement.productId;
      throw new LedgerValidationError(
        'stock',
        `This would take ${change.negated().toFixed()} of ${name} out of stock, but only ${Decimal.max(onHand, 0).toFixed()} is in stock`,
        LEDGER_ERROR_CODES.STOCK_INSUFFICIENT,
      );
    }
  }
}

/** Documents with a side in another business's books, which a void of one side would leave apart. */
/** Documents no void or amendment may touch (the other business has booked its side). */
export const NOT_CORRECTABLE_EVENTS = ['StockTransferSent', 'StockTransferReceived'] as const;
const NOT_CORRECTABLE: ReadonlySet<string> = new Set(NOT_CORRECTABLE_EVENTS);

/** A void or an amendment of a document that is voided already, or that has payments (or prepayment applications) standing against it, is refused. */
export function assertCorrectable(original: VoidableTransaction, action: 'void' | 'amend'): void {
  if (original.status === 'voided' || original.eventType === TRANSACTION_VOIDED) {
    throw new LedgerValidationError('id', 'This transaction has already been voided', LEDGER_ERROR_CODES.TRANSACTION_ALREADY_VOIDED);
  }
  if (NOT_CORRECTABLE.has(original.eventType)) {
    // The other business has booked its side: undoing one side alone would leave the two books apart.
    throw new LedgerValidationError(
      'id',
      `A stock transfer cannot be ${action === 'void' ? 'voided' : 'edited'}: transfer the goods back from the other business instead`,
      LEDGER_ERROR_CODES.TRANSACTION_NOT_CORRECTABLE,
    );
  }
  if (original.hasPayments) {
    throw new LedgerValidationError(
      'id',
      action === 'void'
        ? 'This transaction has payments recorded against it: void the payments first, then void the transaction'
        : 'This transaction has payments recorded against it: void the payments first, then edit the transaction',
      LEDGER_ERROR_CODES.TRANSACTION_HAS_PAYMENTS,
    );
  }
  if (original.hasApplications) {
    throw new LedgerValidationError(
      'id',
      `This prepayment has been applied: void its applications first, then ${action === 'void' ? 'void' : 'edit'} the prepayment`,
      LEDGER_ERROR_CODES.TRANSACTION_HAS_PAYMENTS,
    );
  }
}

/**
 * Goods a void, or an amendment's reversal, takes back out of stock (what a purchase, opening
 * stock, a count up… brought in) leave at the value the original put in whenever the product's
 * stock is sound after it (`isSoundLevel`: some left worth zero or more, or none left worth
 * nothing). So fixing a typo with nothing sold since undoes the document exactly, and a product
 * bought 10 at 100.00 and 10 at 200.00 keeps its first 10 at 1000.00 when the second purchase goes.
 * Only when that would leave the stock unsound (goods sold since took some of that value out
 * at an average, so the rest would be negative, or left on no quantity) do they leave at the
 * moving average of the stock now instead (LEDGER.md §5: all that is left when they are all that
 * is left), and the difference from what they came in at goes to inventory adjustments (6920), in
 * lines after `lines`. Several movements of one product take from what the earlier ones left.
 * Without the stock on hand (or its value), the reversal is exact. Void and amendment share this.
 */
export function takeBackGoods(
  lines: JournalLine[],
  reversed: StockMovement[],
  stockOnHand: StockOnHand | undefined,
  currency: CurrencyCode,
): { lines: JournalLine[]; stock: StockMovement[] } {
  if (!stockOnHand) return { lines, stock: reversed };
  const scale = currencyScale(currency);
  const zero = new Decimal(0).toFixed(scale);
  const adjusted = [...lines];
  const levels = new Map<string, StockLevel>();
  const stock = reversed.map((movement) => {
    const quantity = new Decimal(movement.quantity);
    const known = stockOnHand.get(movement.productId);
    if (!quantity.isNegative() || known?.value === undefined) return movement;
    const level = levels.get(movement.productId) ?? stockLevel({ quantity: known.quantity, value: known.value });
    const out = quantity.negated();
    const putIn = new Decimal(movement.value).negated(); // what the original brought in
    const atOriginal = { quantity: level.quantity.minus(out), value: level.value.minus(putIn) };
    const cost = isSoundLevel(atOriginal) ? putIn : takeOutCost(level, out, currency);
    levels.set(movement.productId, { quantity: level.quantity.minus(out), value: level.value.minus(cost) });
    const difference = putIn.minus(cost); // what was put in − what leaves now
    if (difference.isZero()) return movement;
    const amount = difference.abs().toFixed(scale);
    adjusted.push(
      difference.isPositive()
        ? { account: ACCOUNT.INVENTORY_GOODS, productId: movement.productId, debit: amount, credit: zero }
        : { account: ACCOUNT.INVENTORY_GOODS, productId: movement.productId, debit: zero, credit: amount },
      difference.isPositive()
        ? { account: ACCOUNT.INVENTORY_ADJUSTMENTS, debit: zero, credit: amount }
        : { account: ACCOUNT.INVENTORY_ADJUSTMENTS, debit: amount, credit: zero },
    );
    return { ...movement, value: cost.isZero() ? zero : cost.negated().toFixed(scale) };
  });
  return { lines: adjusted, stock };
}

/**
 * Voids a posted document (LEDGER.md §4): every line it posted reversed (debit ↔ credit, the
 * same dimensions) and its stock movements negated, dated as the original, so its effect on
 * every balance and every product is undone exactly; goods it brought in leave at that value unless
 * goods sold since make that unsound, then at the average, the difference to 6920 (`takeBackGoods`).
 * A void is final: voiding again, or voiding a credit document whose payments still stand, is refused.
 */
export function decideVoidTransaction(command: VoidTransactionCommand): TransactionVoided {
  const { original } = command;
  assertCorrectable(original, 'void');
  const reason = optionalText(command.reason, 'reason', 500);
  const reversed = reverseStock(original.stock, original.currency);
  assertStockSuffices(reversed, command.stockOnHand, command.allowNegativeStock);
  const { lines, stock } = takeBackGoods(reverseLines(original.lines), reversed, command.stockOnHand, original.currency);
  // A bug, never a user error, if what was posted does not reverse into a balanced entry.
  assertBalanced(lines, original.currency);
  const data: TransactionVoidedData = {
    transactionId: original.transactionId,
    reference: original.reference,
    date: original.date,
    currency: original.currency,
    lines,
    ...(stock.length > 0 ? { stock } : {}),
    ...(original.description !== undefined ? { description: original.description } : {}),
    ...(original.entityId !== undefined ? { entityId: original.entityId } : {}),
    voidedType: original.eventType,
    ...(reason !== undefined ? { reason } : {}),
  };
  return { type: TRANSACTION_VOIDED, data };
}
