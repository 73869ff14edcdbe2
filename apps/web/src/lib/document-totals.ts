// The totals of a sale, purchase, expense, invoice or quotation form, computed in the browser exactly as the server
// computes them (LEDGER.md §1; libs/ledger/src/posting/document-totals.ts and payment-block.ts):
//
//   line total  = round(quantity × price)
//   subtotal S  = Σ line totals
//   discount D, delivery L, tax X: each a fixed amount or a percent of S, round(S × p / 100)
//   total T     = S − D + L + X
//   paid now    = T, or the deposit on credit; balance = T − paid
//
// Every rounding is the ledger's (`roundToScale`): half up to the currency's decimals
// (`money.decimals`), where the amount is computed. The server
// stays the judge (it refuses a `total` that differs from its own); this is what the owner sees
// before pressing Save, so it must agree to the kobo. Nothing here passes through a JS number.

import { Decimal, roundToScale } from '@ledgerline/ledger';
import { readDecimal } from './decimal-input.js';

export type AdjustmentType = 'fixed' | 'percent';

export interface AdjustmentInput {
  /** Whether the owner turned this adjustment on. */
  enabled: boolean;
  type: AdjustmentType;
  /** As typed: an amount or a percent. Blank or unreadable counts as nothing. */
  value: string;
}

export interface LineInput {
  quantity: string;
  price: string;
}

export interface TotalsInput {
  lines: readonly LineInput[];
  discount: AdjustmentInput;
  delivery: AdjustmentInput;
  tax: AdjustmentInput;
  credit: boolean;
  /** Paid now on credit; blank is zero. */
  deposit: string;
}

/** Amounts as fixed-scale decimal strings ("1500.00"), as the API sends and takes them. */
export interface ComputedTotals {
  lineTotals: string[];
  subtotal: string;
  discount: string;
  delivery: string;
  tax: string;
  total: string;
  paid: string;
  balance: string;
  /** The discount takes the total below zero (the server refuses it, naming discount). */
  negative: boolean;
  /** The deposit is more than the total (the server refuses it, naming initial_deposit). */
  overpaid: boolean;
}

/** round(quantity × price), or zero while either is blank. */
export function lineTotal(line: LineInput, scale: number): Decimal {
  const quantity = readDecimal(line.quantity);
  const price = readDecimal(line.price);
  if (!quantity || !price) return new Decimal(0);
  return roundToScale(quantity.times(price), scale);
}

/** What an adjustment comes to: a fixed amount as typed (rounded), or round(base × percent / 100). */
export function adjustmentAmount(adjustment: AdjustmentInput, base: Decimal, scale: number): Decimal {
  if (!adjustment.enabled) return new Decimal(0);
  const value = readDecimal(adjustment.value);
  if (!value) return new Decimal(0);
  if (adjustment.type === 'fixed') return roundToScale(value, scale);
  return roundToScale(base.times(value).dividedBy(100), scale);
}

/** The form's totals at the business currency's decimals (`money.decimals`: NGN 2, JPY 0). */
export function computeTotals(input: TotalsInput, scale: number): ComputedTotals {
  const lineTotals = input.lines.map((line) => lineTotal(line, scale));
  const subtotal = lineTotals.reduce((sum, total) => sum.plus(total), new Decimal(0));
  const discount = adjustmentAmount(input.discount, subtotal, scale);
  const delivery = adjustmentAmount(input.delivery, subtotal, scale);
  // Tax is a percent of the subtotal on transaction forms (not of the subtotal less the discount).
  const tax = adjustmentAmount(input.tax, subtotal, scale);
  const total = subtotal.minus(discount).plus(delivery).plus(tax);
  const deposit = input.credit ? (readDecimal(input.deposit) ?? new Decimal(0)) : total;
  const paid = input.credit ? roundToScale(deposit, scale) : total;
  const fixed = (amount: Decimal) => amount.toFixed(scale);
  return {
    lineTotals: lineTotals.map(fixed),
    subtotal: fixed(subtotal),
    discount: fixed(discount),
    delivery: fixed(delivery),
    tax: fixed(tax),
    total: fixed(total),
    paid: fixed(paid),
    balance: fixed(total.minus(paid)),
    negative: total.isNegative(),
    overpaid: input.credit && paid.gt(total),
  };
}

/** The adjustment as the API's flat form takes it (`discount` + `discountType`), or nothing when off or blank. */
export function adjustmentBody<Name extends 'discount' | 'delivery' | 'tax'>(
  name: Name,
  adjustment: AdjustmentInput,
): Partial<Record<Name, string> & Record<`${Name}Type`, AdjustmentInput['type']>> {
  if (!adjustment.enabled) return {};
  const value = readDecimal(adjustment.value);
  if (!value || value.isZero()) return {};
  return { [name]: value.toString(), [`${name}Type`]: adjustment.type } as Partial<Record<Name, string> & Record<`${Name}Type`, AdjustmentInput['type']>>;
}
