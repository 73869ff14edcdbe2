import Decimal from 'decimal.js';
import { formatMoney } from '../../../lib/money.js';

/** "1234567.5" → "₦1,234,567.50", as money is shown everywhere else (lib/money.ts); never a JS number. */
export function money(amount: string | undefined | null, currency = 'NGN'): string {
  if (amount === undefined || amount === null || amount === '') return '—';
  return formatMoney(new Decimal(amount).toFixed(), currency);
}

/** YYYY-MM-DD → DD/MM/YYYY. */
export const displayDate = (iso: string) => iso.split('-').reverse().join('/');

/** Spec 001 §9: (purchase price − salvage value) / lifespan, rounded to 2 decimals; undefined unless the price is above 0. */
export function monthlyDepreciationHint(purchasePrice: string, salvageValue: string, lifespan: number): string | undefined {
  try {
    const price = new Decimal(purchasePrice || '0');
    if (!price.gt(0) || !(lifespan >= 1)) return undefined;
    return price
      .minus(salvageValue || '0')
      .dividedBy(lifespan)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .toFixed(2);
  } catch {
    return undefined;
  }
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Spec 001 §9: asset references are 6 random characters. */
export function randomReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const values = crypto.getRandomValues(new Uint32Array(6));
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}
