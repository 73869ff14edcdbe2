import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { currencyScale, formatAmount, roundToScale, type CurrencyCode } from '../money.js';
import type { StockMovement } from '../transactions/document-events.js';

/**
 * Moving-average inventory cost without drift (LEDGER.md §5). Each product keeps its quantity
 * `Q` and value `V` (the sum of the 2-place amounts posted to 1200 for it):
 * - put in `q` worth `v` (already rounded: `round(q × unit cost)`): `V += v`, `Q += q`;
 * - take out `q`: `cost = (q = Q) ? V : round(V × q / Q)`, `V −= cost`, `Q −= q`, so taking the
 *   last unit empties the value exactly and no rounding residue is ever left behind.
 * Taking more than `Q` is refused (STOCK_INSUFFICIENT, naming the product and what is in stock)
 * unless the business allows selling below zero stock. Then the cost uses the last known
 * average: `round(V × q / Q)` while `Q > 0`, and 0 once `Q ≤ 0` (no average is known; the
 * value stays where it is and a later count or adjustment sets it right).
 */
export interface StockLevel {
  quantity: Decimal;
  value: Decimal;
}

/** Reads a stored level (`product_stock` strings); absent means none in stock. */
export function stockLevel(level?: { quantity: Decimal | string | number; value: Decimal | string | number }): StockLevel {
  return { quantity: new Decimal(level?.quantity ?? 0), value: new Decimal(level?.value ?? 0) };
}

export interface TakeOutOptions {
  /** The business's allowZeroStockLevel setting. */
  allowBelowZero: boolean;
  /** For the refusal: the product's name and the field to name. */
  productName: string;
  field: string;
  /**
   * The quantity on hand to report when refusing; defaults to the level's. A document taking
   * several lines of one product reports what was in stock before the document.
   */
  onHand?: Decimal;
}

/** The cost of taking `quantity` out of `level` (see above); `quantity` > 0. */
export function takeOutCost(level: StockLevel, quantity: Decimal, currency: CurrencyCode): Decimal {
  return takeOutCostAtScale(level, quantity, currencyScale(currency));
}

/** `takeOutCost` for a scale already known (the browser's `money.decimals`). */
export function takeOutCostAtScale(level: StockLevel, quantity: Decimal, scale: number): Decimal {
  if (quantity.eq(level.quantity)) return new Decimal(level.value);
  if (!level.quantity.gt(0)) return new Decimal(0);
  return roundToScale(level.value.times(quantity).dividedBy(level.quantity), scale);
}

/**
 * Whether a level is one the books can stand on: some in stock worth zero or more (goods can come
 * free, so zero is a real cost, never a negative one), or none in stock worth nothing. A level
 * with a negative quantity, a negative value, or value on no quantity is not.
 */
export function isSoundLevel(level: StockLevel): boolean {
  if (level.quantity.isZero()) return level.value.isZero();
  return level.quantity.gt(0) && level.value.gte(0);
}

/** Takes `quantity` out: the cost taken and the level after. Throws STOCK_INSUFFICIENT as described above. */
export function takeOut(level: StockLevel, quantity: Decimal, currency: CurrencyCode, options: TakeOutOptions): { cost: Decimal; after: StockLevel } {
  if (quantity.gt(level.quantity) && !options.allowBelowZero) {
    const onHand = Decimal.max(options.onHand ?? level.quantity, 0);
    throw new LedgerValidationError(options.field, `Only ${onHand.toString()} of ${options.productName} in stock`, LEDGER_ERROR_CODES.STOCK_INSUFFICIENT);
  }
  const cost = takeOutCost(level, quantity, currency);
  return { cost, after: { quantity: level.quantity.minus(quantity), value: level.value.minus(cost) } };
}

/** Puts `quantity` worth `value` (rounded to the currency's scale) in. */
export function putIn(level: StockLevel, quantity: Decimal, value: Decimal): StockLevel {
  return { quantity: level.quantity.plus(quantity), value: level.value.plus(value) };
}

/**
 * The stock a document moves, line by line in order (several lines of one product take from
 * what the earlier lines left), and the one net movement per product it then carries.
 */
export class StockBook {
  private readonly levels = new Map<string, StockLevel>();
  private readonly opening = new Map<string, StockLevel>();
  private readonly moved = new Map<string, { quantity: Decimal; value: Decimal }>();

  /** `levels`: each product's stock before the document (a product not listed has none). */
  constructor(
    readonly currency: CurrencyCode,
    levels: ReadonlyMap<string, { quantity: Decimal | string | number; value: Decimal | string | number }> = new Map(),
  ) {
    for (const [productId, level] of levels) this.opening.set(productId, stockLevel(level));
  }

  /** The product's level now (after the lines taken so far). */
  level(productId: string): StockLevel {
    return this.levels.get(productId) ?? this.opening.get(productId) ?? stockLevel();
  }

  /** Takes `quantity` of the product out; returns the cost taken. */
  take(productId: string, quantity: Decimal, options: TakeOutOptions): Decimal {
    const onHand = options.onHand ?? (this.opening.get(productId) ?? stockLevel()).quantity;
    const { cost, after } = takeOut(this.level(productId), quantity, this.currency, { ...options, onHand });
    this.levels.set(productId, after);
    this.record(productId, quantity.negated(), cost.negated());
    return cost;
  }

  /** Puts `quantity` worth `value` of the product in. */
  put(productId: string, quantity: Decimal, value: Decimal): void {
    this.levels.set(productId, putIn(this.level(productId), quantity, value));
    this.record(productId, quantity, value);
  }

  /** One signed movement per product touched, in the order first touched (the event's `stock`). */
  movements(): StockMovement[] {
    return [...this.moved].map(([productId, m]) => ({
      productId,
      quantity: m.quantity.isZero() ? '0' : m.quantity.toString(),
      value: formatAmount(m.value, this.currency),
    }));
  }

  private record(productId: string, quantity: Decimal, value: Decimal): void {
    const current = this.moved.get(productId) ?? { quantity: new Decimal(0), value: new Decimal(0) };
    this.moved.set(productId, { quantity: current.quantity.plus(quantity), value: current.value.plus(value) });
  }
}
