// The till's arithmetic, exactly as the server's (spec 002 §5; LEDGER.md §1): the ledger's
// Decimal, each amount rounded half up to the currency's decimals (`scale`: the register's
// currency, NGN 2, JPY 0) where it is computed. Line total = round(price × quantity);
// subtotal S = Σ lines; order discount D = a percent of S (default) or fixed; tax X = round((S − D)
// × percent / 100); amount T = S − D + X. The amount collected pays T; more is change, less is
// left on credit to the customer.

import { Decimal, roundToScale } from '@ledgerline/ledger';

export type DiscountType = 'percent' | 'fixed';

export interface CartLine {
  id: string;
  name: string;
  sku?: string;
  quantity: string;
  /** The price sold at. */
  price: string;
  /** The price before the line's discount. */
  oldPrice: string;
  note?: string;
  kind?: 'product' | 'service';
  /** In stock when added (products). */
  instock?: string;
}

export interface CartTotals {
  subtotal: string;
  discount: string;
  tax: string;
  amount: string;
  change: string;
  amountRemaining: string;
}

const isDecimal = (text: string | undefined) => text !== undefined && /^\d+(\.\d+)?$/.test(text.trim());
const read = (text: string | undefined) => (isDecimal(text) ? new Decimal(text!.trim()) : new Decimal(0));

export function lineTotal(line: Pick<CartLine, 'quantity' | 'price'>, scale: number): string {
  return roundToScale(read(line.quantity).times(read(line.price)), scale).toFixed(scale);
}

/** Percent off oldPrice, 2 decimals (0 when the price is not below it). */
export function lineDiscountPercent(line: Pick<CartLine, 'price' | 'oldPrice'>): string {
  const price = read(line.price);
  const oldPrice = read(line.oldPrice);
  if (!oldPrice.gt(0) || !oldPrice.gt(price)) return '0.00';
  return oldPrice.minus(price).times(100).dividedBy(oldPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Changing a line's discount percent recalculates its price from oldPrice (spec 002 §5), at the currency's decimals (a JPY price stays whole). */
export function priceForDiscount(oldPrice: string, percent: string, scale: number): string {
  const p = Decimal.min(Decimal.max(read(percent), 0), 100);
  return roundToScale(read(oldPrice).times(new Decimal(100).minus(p)).dividedBy(100), scale).toFixed(scale);
}

export type CartInput = { lines: CartLine[]; discount?: string; discountType?: DiscountType; tax?: string; amountCollected?: string };

export function cartTotals(input: CartInput, scale: number): CartTotals {
  const subtotal = input.lines.reduce((sum, line) => sum.plus(lineTotal(line, scale)), new Decimal(0));
  const discountValue = read(input.discount);
  const discount = roundToScale((input.discountType ?? 'percent') === 'fixed' ? discountValue : subtotal.times(discountValue).dividedBy(100), scale);
  const tax = roundToScale(Decimal.max(subtotal.minus(discount), 0).times(read(input.tax)).dividedBy(100), scale);
  const amount = subtotal.minus(discount).plus(tax);
  const collected = input.amountCollected === undefined || input.amountCollected.trim() === '' ? amount : read(input.amountCollected);
  const fixed = (value: Decimal) => value.toFixed(scale);
  return {
    subtotal: fixed(subtotal),
    discount: fixed(discount),
    tax: fixed(tax),
    amount: fixed(amount),
    change: fixed(Decimal.max(collected.minus(amount), 0)),
    amountRemaining: fixed(Decimal.max(amount.minus(collected), 0)),
  };
}

/** What the till refuses before sending (the server refuses the same, naming the field). */
export function cartProblems(input: CartInput & { customer?: string }, scale: number): string[] {
  const problems: string[] = [];
  if (input.lines.length === 0) problems.push('The cart is empty');
  for (const line of input.lines) {
    if (!isDecimal(line.quantity) || read(line.quantity).lte(0)) problems.push(`${line.name}: quantity must be greater than zero`);
    if (!isDecimal(line.price)) problems.push(`${line.name}: price must be an amount`);
  }
  if (input.discount && !isDecimal(input.discount)) problems.push('Discount must be a number');
  if ((input.discountType ?? 'percent') === 'percent' && read(input.discount).gt(100)) problems.push('Discount must be at most 100%');
  if (input.tax && !isDecimal(input.tax)) problems.push('Tax must be a number');
  if (input.amountCollected && !isDecimal(input.amountCollected)) problems.push('Amount collected must be an amount');
  const totals = cartTotals(input, scale);
  if (new Decimal(totals.amountRemaining).gt(0) && !input.customer) problems.push('Choose the customer who owes the rest');
  return problems;
}
