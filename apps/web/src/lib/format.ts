import { formatMoney, type CurrencyCode } from './money.js';

/** "1234567.5" → "₦1,234,567.50", in the currency's own decimals (JPY none); a missing amount → "—". */
export function formatAmount(amount: string | undefined | null, currency: CurrencyCode = 'NGN'): string {
  if (amount === undefined || amount === null || amount === '') return '—';
  return formatMoney(amount, currency);
}

/** "2026-11-25" or an ISO timestamp → "25/11/2026". */
export function displayDate(value: string | undefined | null): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A quantity as typed: a plain decimal (negative allowed when `signed`), or false. */
export function isDecimalText(text: string, signed = false): boolean {
  return (signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/).test(text.trim());
}
