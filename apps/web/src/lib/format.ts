import { formatMoney, groupThousands, type CurrencyCode } from './money.js';

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

/**
 * A count or a quantity with its thousands grouped: "2701" → "2,701", "-1250.5" → "-1,250.5", 12 → "12".
 * Quantities are decimal strings and keep every digit; what is not a plain decimal shows as it came.
 */
export function formatNumber(value: string | number): string {
  const text = String(value);
  const match = /^(-)?(\d+)(\.\d+)?$/.exec(text.trim());
  return match ? `${match[1] ?? ''}${groupThousands(match[2]!)}${match[3] ?? ''}` : text;
}

/**
 * "2701" → "2,701 units", "1" → "1 unit", ("12", "bags") → "12 bags": the catalogue's default
 * measurement ("Unit", or none) is counted in units.
 */
export function formatQuantity(quantity: string | number, measurement = ''): string {
  const number = formatNumber(quantity);
  const unit = measurement.trim();
  if (unit === '' || unit.toLowerCase() === 'unit' || unit.toLowerCase() === 'units') return `${number} ${number === '1' ? 'unit' : 'units'}`;
  return `${number} ${unit}`;
}
