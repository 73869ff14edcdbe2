import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { MAX_INTEGER_DIGITS, formatAmount, parseAmount, parseDecimal, roundMoney, type CurrencyCode } from '../money.js';
import type { Adjustment, AdjustmentType, DocumentTotals } from '../transactions/document-events.js';
import { requireText } from '../validation.js';

/**
 * The money of a transaction form (sale, purchase, expense, asset buy; LEDGER.md §1):
 * item lines `round(quantity × price)`, subtotal `S`, discount `D`, delivery `L`, tax `X` (each
 * fixed or a percent of `S`), total `T = S − D + L + X`. Every amount is rounded half up to the
 * currency's scale where it is computed. Errors are `LedgerValidationError`s naming the spec's
 * field (`items[2].quantity`, `discountType`, …).
 */

/** Quantities (Kg, Litre, …) have at most this many decimal places. */
export const QUANTITY_SCALE = 4;
/** Most lines one document may carry. */
export const MAX_DOCUMENT_ITEMS = 500;

/** One line as the client sends it (spec: items with product, quantity and price). */
export interface DocumentItemInput {
  product?: unknown;
  quantity?: unknown;
  price?: unknown;
}

/** A line read and priced. `index` is its place in the request's `items`, for error fields. */
export interface PricedItem {
  index: number;
  productId: string;
  quantity: Decimal;
  price: Decimal;
  /** round(quantity × price). */
  total: Decimal;
}

/** Reads a quantity: positive, at most 4 decimal places, at most 11 integer digits. */
export function parseQuantity(input: unknown, field: string): Decimal {
  return parseDecimal(input, field, { scale: QUANTITY_SCALE, positive: true, maxIntegerDigits: 11 });
}

/** The `items[i].x` field name of a line. */
export const itemField = (index: number, name: string, itemsField = 'items'): string => `${itemsField}[${index}].${name}`;

function requireWithinAmountRange(amount: Decimal, field: string, what: string): void {
  if (amount.abs().truncated().toFixed(0).length > MAX_INTEGER_DIGITS) {
    throw new LedgerValidationError(
      field,
      `${what} must have at most ${MAX_INTEGER_DIGITS} digits before the decimal point`,
      LEDGER_ERROR_CODES.AMOUNT_TOO_LARGE,
    );
  }
}

/**
 * Reads the `items` of a document: a non-empty array (at most 500) of `{ product, quantity,
 * price }`: product a non-empty id, quantity > 0 with ≤ 4 decimals, price ≥ 0 at the currency's
 * scale. Each line's total is `round(quantity × price)`. Does not look products up: the decider
 * does that (UNKNOWN_PRODUCT naming `items[i].product`).
 */
export function parseDocumentItems(input: unknown, currency: CurrencyCode, itemsField = 'items'): PricedItem[] {
  if (input === undefined || input === null) {
    throw new LedgerValidationError(itemsField, `${itemsField} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (!Array.isArray(input)) {
    throw new LedgerValidationError(itemsField, `${itemsField} must be a list of { product, quantity, price }`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (input.length === 0) {
    throw new LedgerValidationError(itemsField, `${itemsField} must have at least one line`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (input.length > MAX_DOCUMENT_ITEMS) {
    throw new LedgerValidationError(itemsField, `${itemsField} must have at most ${MAX_DOCUMENT_ITEMS} lines`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return input.map((raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new LedgerValidationError(
        `${itemsField}[${index}]`,
        `${itemsField}[${index}] must be { product, quantity, price }`,
        LEDGER_ERROR_CODES.INVALID_VALUE,
      );
    }
    const item = raw as DocumentItemInput;
    const productId = requireText(item.product, itemField(index, 'product', itemsField), 100);
    const quantity = parseQuantity(item.quantity, itemField(index, 'quantity', itemsField));
    const price = parseAmount(item.price, currency, itemField(index, 'price', itemsField), { nonNegative: true });
    const total = roundMoney(quantity.times(price), currency);
    requireWithinAmountRange(total, itemField(index, 'quantity', itemsField), `${itemsField}[${index}]'s total`);
    return { index, productId, quantity, price, total };
  });
}

/** The distinct product ids of raw `items`, for loading the catalogue before deciding; anything malformed is skipped (the decider refuses it). */
export function productIdsOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  const ids = items
    .map((item: unknown) => (item !== null && typeof item === 'object' ? (item as DocumentItemInput).product : undefined))
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
    .map((id) => id.trim());
  return [...new Set(ids)];
}

/** Σ line totals (exact: each is already rounded). */
export function subtotalOf(items: readonly { total: Decimal }[]): Decimal {
  return items.reduce((sum, item) => sum.plus(item.total), new Decimal(0));
}

/** Discount, delivery and tax as the client sends them: the flat form (`discount`, `discountType`) or the object form (`discount: { type, value }`). */
export type AdjustmentInput = unknown;

export type AdjustmentName = 'discount' | 'delivery' | 'tax';

/**
 * The type each adjustment has when the client names none (spec 001 §3, buy-asset form:
 * delivery fixed, discount fixed, tax percent).
 */
export const DEFAULT_ADJUSTMENT_TYPES: Readonly<Record<AdjustmentName, AdjustmentType>> = { discount: 'fixed', delivery: 'fixed', tax: 'percent' };

/** An adjustment read and computed; `amount` rounded to the currency's scale. */
export interface ComputedAdjustment {
  type: AdjustmentType;
  /** As entered: an amount (currency scale) or a percent (≤ 4 decimals, 0–100). */
  value: Decimal;
  amount: Decimal;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** 'fixed', 'percent' (or 'percentage', the invoice helpers' word, spec 002 §3); blank → `fallback`. */
export function parseAdjustmentType(input: unknown, field: string, fallback: AdjustmentType): AdjustmentType {
  if (isBlank(input)) return fallback;
  if (input === 'fixed') return 'fixed';
  if (input === 'percent' || input === 'percentage') return 'percent';
  throw new LedgerValidationError(field, `${field} must be fixed or percent`, LEDGER_ERROR_CODES.INVALID_CHOICE);
}

/**
 * Reads one adjustment. `value` is the flat form's `discount` (a number or decimal string) or the
 * object form `{ type, value }`; `typeInput` is the flat form's `discountType`. When both name a
 * type they must agree. Blank or zero → undefined (nothing to post). A fixed value is an amount
 * ≥ 0 at the currency's scale; a percent is 0–100 with ≤ 4 decimals and comes to
 * `round(base × value / 100)` (the base is the subtotal, LEDGER.md §1).
 */
export function computeAdjustment(
  name: string,
  value: AdjustmentInput,
  typeInput: unknown,
  base: Decimal,
  currency: CurrencyCode,
  defaultType: AdjustmentType = 'fixed',
): ComputedAdjustment | undefined {
  const typeField = `${name}Type`;
  let rawValue: unknown = value;
  let valueField = name;
  let type = parseAdjustmentType(typeInput, typeField, defaultType);
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !Decimal.isDecimal(value)) {
    const object = value as { type?: unknown; value?: unknown };
    for (const key of Object.keys(object)) {
      if (key !== 'type' && key !== 'value') {
        throw new LedgerValidationError(`${name}.${key}`, `${name} takes only type and value`, LEDGER_ERROR_CODES.INVALID_VALUE);
      }
    }
    rawValue = object.value;
    valueField = `${name}.value`;
    if (!isBlank(object.type)) {
      const objectType = parseAdjustmentType(object.type, `${name}.type`, defaultType);
      if (!isBlank(typeInput) && objectType !== type) {
        throw new LedgerValidationError(typeField, `${typeField} says ${type} but ${name}.type says ${objectType}`, LEDGER_ERROR_CODES.INVALID_VALUE);
      }
      type = objectType;
    }
  }
  if (isBlank(rawValue)) return undefined;
  if (type === 'fixed') {
    const amount = parseAmount(rawValue, currency, valueField, { nonNegative: true });
    return amount.isZero() ? undefined : { type, value: amount, amount };
  }
  const percent = parseDecimal(rawValue, valueField, { scale: QUANTITY_SCALE, nonNegative: true, maxIntegerDigits: 3 });
  if (percent.gt(100)) {
    throw new LedgerValidationError(valueField, `${valueField} is a percent and must be at most 100`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (percent.isZero()) return undefined;
  return { type, value: percent, amount: roundMoney(base.times(percent).dividedBy(100), currency) };
}

/** The adjustments of a form, in either shape (see `computeAdjustment`). */
export interface AdjustmentsInput {
  discount?: unknown;
  discountType?: unknown;
  delivery?: unknown;
  deliveryType?: unknown;
  tax?: unknown;
  taxType?: unknown;
}

export interface ComputedTotals {
  subtotal: Decimal;
  discount?: ComputedAdjustment;
  delivery?: ComputedAdjustment;
  tax?: ComputedAdjustment;
  /** T = S − D + L + X, never negative. */
  total: Decimal;
}

export interface ComputeTotalsOptions {
  /**
   * What a tax percent is taken of: the subtotal (transaction forms, LEDGER.md §1, the default)
   * or the subtotal less the discount (point of sale, spec 002 §5).
   */
  taxBase?: 'subtotal' | 'afterDiscount';
  /** Types used when the client names none; defaults to `DEFAULT_ADJUSTMENT_TYPES`. */
  defaultTypes?: Partial<Record<AdjustmentName, AdjustmentType>>;
}

/**
 * The totals of a form from its subtotal and adjustments. Refuses (400 naming `discount`) a
 * discount that would take the total below zero, and a total of more than 15 integer digits.
 */
export function computeDocumentTotals(subtotal: Decimal, input: AdjustmentsInput, currency: CurrencyCode, options: ComputeTotalsOptions = {}): ComputedTotals {
  const types = { ...DEFAULT_ADJUSTMENT_TYPES, ...options.defaultTypes };
  const discount = computeAdjustment('discount', input.discount, input.discountType, subtotal, currency, types.discount);
  const delivery = computeAdjustment('delivery', input.delivery, input.deliveryType, subtotal, currency, types.delivery);
  const taxBase = options.taxBase === 'afterDiscount' ? subtotal.minus(discount?.amount ?? 0) : subtotal;
  const tax = computeAdjustment('tax', input.tax, input.taxType, Decimal.max(taxBase, 0), currency, types.tax);
  const total = subtotal
    .minus(discount?.amount ?? 0)
    .plus(delivery?.amount ?? 0)
    .plus(tax?.amount ?? 0);
  if (total.isNegative()) {
    throw new LedgerValidationError(
      'discount',
      `discount of ${formatAmount(adjustmentAmount(discount), currency)} is more than the subtotal${delivery || tax ? ' with delivery and tax' : ''} (${formatAmount(total.plus(adjustmentAmount(discount)), currency)})`,
      LEDGER_ERROR_CODES.AMOUNT_NEGATIVE,
    );
  }
  requireWithinAmountRange(total, 'items', 'the total');
  return {
    subtotal,
    ...(discount ? { discount } : {}),
    ...(delivery ? { delivery } : {}),
    ...(tax ? { tax } : {}),
    total,
  };
}

function adjustmentData(adjustment: ComputedAdjustment, currency: CurrencyCode): Adjustment {
  return {
    type: adjustment.type,
    value: adjustment.type === 'fixed' ? formatAmount(adjustment.value, currency) : adjustment.value.toString(),
    amount: formatAmount(adjustment.amount, currency),
  };
}

/** The totals as an event carries them (`DocumentTotals`: fixed-scale strings; absent adjustments left out). */
export function documentTotalsData(totals: ComputedTotals, currency: CurrencyCode): DocumentTotals {
  return {
    subtotal: formatAmount(totals.subtotal, currency),
    ...(totals.discount ? { discount: adjustmentData(totals.discount, currency) } : {}),
    ...(totals.delivery ? { delivery: adjustmentData(totals.delivery, currency) } : {}),
    ...(totals.tax ? { tax: adjustmentData(totals.tax, currency) } : {}),
    total: formatAmount(totals.total, currency),
  };
}

/** The amount an adjustment came to, or zero when there is none. */
export const adjustmentAmount = (adjustment: ComputedAdjustment | undefined): Decimal => adjustment?.amount ?? new Decimal(0);
