import { Decimal as BaseDecimal } from 'decimal.js';

/**
 * The ledger's Decimal: decimal.js with 40 significant digits (so that a product of a 15-digit
 * amount and a 4-place quantity is exact before it is rounded to the currency's scale), half-up
 * rounding, and no exponent notation in `toString()`.
 *
 * Use this one (`import { Decimal } from '@ledgerline/ledger'`) for money; a plain decimal.js
 * instance is accepted everywhere too (every function re-reads its input through this
 * constructor).
 */
export const Decimal = BaseDecimal.clone({
  precision: 40,
  rounding: BaseDecimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
export type Decimal = BaseDecimal;
