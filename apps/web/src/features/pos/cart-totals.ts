// The till's arithmetic, exactly as the server's (spec 002 §5; LEDGER.md §1): decimal.js, each
// amount rounded half up to 2 places where it is computed. Line total = round(price × quantity);
// subtotal S = Σ lines; order discount D = a percent of S (default) or fixed; tax X = round((S − D)
// × percent / 100); amount T = S − D + X. The amount collected pays T; more is change, less is
// left on credit to the customer.

import Decimal from 'decimal.js';

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

const money = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const isDecimal = (text: string | undefined) => text !== undefined && /^\d+(\.\d+)?$/.test(text.trim());
const read = (text: string | undefined) => (isDecimal(text) ? new Decimal(text!.trim()) : new Decimal(0));

export function lineTotal(line: Pick<CartLine, 'quantity' | 'price'>): string {
  return money(read(line.quantity).times(read(line.price))).toFixed(2);
}

/** Percent off oldPrice, 2 decimals (0 when the price is not below it). */
export function lineDiscountPercent(line: Pick<CartLine, 'price' | 'oldPrice'>): string {
  const price = read(line.price);
  const oldPrice = read(line.oldPrice);
  if (!oldPrice.gt(0) || !oldPrice.gt(price)) return '0.00';
  return oldPrice.minus(price).times(100).dividedBy(oldPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Changing a line's discount percent recalculates its price from oldPrice (spec 002 §5). */
export function priceForDiscount(oldPrice: string, percent: string): string {
  const p = Decimal.min(Decimal.max(read(percent), 0), 100);
  return money(read(oldPrice).times(new Decimal(100).minus(p)).dividedBy(100)).toFixed(2);
}

export function cartTotals(input: { lines: CartLine[]; discount?: string; discountType?: DiscountType; tax?: string; amountCollected?: string }): CartTotals {
  const subtotal = input.lines.reduce((sum, line) => sum.plus(lineTotal(line)), new Decimal(0));
  const discountValue = read(input.discount);
  const discount = (input.discountType ?? 'percent') === 'fixed' ? money(discountValue) : money(subtotal.times(discountValue).dividedBy(100));
  const tax = money(Decimal.max(subtotal.minus(discount), 0).times(read(input.tax)).dividedBy(100));
  const amount = subtotal.minus(discount).plus(tax);
  const collected = input.amountCollected === undefined || input.amountCollected.trim() === '' ? amount : read(input.amountCollected);
  return {
    subtotal: subtotal.toFixed(2),
    discount: discount.toFixed(2),
    tax: tax.toFixed(2),
    amount: amount.toFixed(2),
    change: Decimal.max(collected.minus(amount), 0).toFixed(2),
    amountRemaining: Decimal.max(amount.minus(collected), 0).toFixed(2),
  };
}

/** What the till refuses before sending (the server refuses the same, naming the field). */
export function cartProblems(input: {
  lines: CartLine[];
  discount?: string;
  discountType?: DiscountType;
  tax?: string;
  amountCollected?: string;
  customer?: string;
}): string[] {
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
  const totals = cartTotals(input);
  if (new Decimal(totals.amountRemaining).gt(0) && !input.customer) problems.push('Choose the customer who owes the rest');
  return problems;
}
