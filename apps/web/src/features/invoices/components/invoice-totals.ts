import Decimal from 'decimal.js';

/** Rounded as the server rounds (LEDGER.md §1): half up, at the currency's scale. */
const round = (value: Decimal, scale: number) => value.toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
const amount = (text: string | undefined) => {
  try {
    return text && text.trim() !== '' ? new Decimal(text) : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
};

export interface TotalsInput {
  items: { quantity: string; price: string }[];
  discount?: string;
  discountType?: 'fixed' | 'percent';
  delivery?: string;
  tax?: string;
  taxType?: 'fixed' | 'percent';
}

/**
 * The form's totals exactly as the server computes them: each line round(quantity × price),
 * S = Σ lines; discount, delivery and tax fixed or a percent of S, each rounded; T = S − D + L + X.
 */
export function invoiceTotals(input: TotalsInput, scale = 2) {
  const lines = input.items.map((item) => round(amount(item.quantity).times(amount(item.price)), scale));
  const subtotal = lines.reduce((sum, line) => sum.plus(line), new Decimal(0));
  const adjust = (value: string | undefined, type: 'fixed' | 'percent') =>
    type === 'percent' ? round(subtotal.times(amount(value)).dividedBy(100), scale) : round(amount(value), scale);
  const discount = adjust(input.discount, input.discountType ?? 'fixed');
  const delivery = adjust(input.delivery, 'fixed');
  const tax = adjust(input.tax, input.taxType ?? 'percent');
  const total = subtotal.minus(discount).plus(delivery).plus(tax);
  const fixed = (value: Decimal) => value.toFixed(scale);
  return { lines: lines.map(fixed), subtotal: fixed(subtotal), discount: fixed(discount), delivery: fixed(delivery), tax: fixed(tax), total: fixed(total) };
}
