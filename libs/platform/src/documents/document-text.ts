// Text helpers of the PDFs and mails the worker renders as well as the API (the same as the
// receipts' own, apps/api/src/receipts).

import { Decimal, formatAmount, isCurrencyCode } from '@ledgerline/ledger';
import { pdfFontsDraw } from './pdf-fonts.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything a business or a customer typed is escaped before it goes into the HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * Text the PDFs' embedded font draws (pdfFontsDraw): a character it lacks loses its accent where
 * the letter without it is there, control characters become spaces, anything else (Chinese, which
 * DejaVu Sans does not have; a right-to-left script) a '?' rather than an empty box.
 */
export function pdfSafeText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code < 0x20) out += ' ';
    else if (pdfFontsDraw(code)) out += char;
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every((part) => pdfFontsDraw(part.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/** "1234567.50" → "1,234,567.50" (amounts are decimal strings; never a JS number). */
export function groupDigits(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole, fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** The currencies shown by their sign (as the web client shows them); every other by its code. */
const SYMBOLS: Record<string, string> = { NGN: '₦' };

/**
 * An amount as the business reads it, in mails and PDFs as on the web: "₦1,500.00", "USD 1,234.50",
 * "-₦20.00"; rounded to the currency's decimals. Amounts are decimal strings (never a JS number).
 */
export function moneyText(amount: Decimal | string, currency: string): string {
  const code = currency.trim();
  const fixed = isCurrencyCode(code) ? formatAmount(amount, code) : new Decimal(amount).toFixed();
  const negative = fixed.startsWith('-');
  const digits = groupDigits(negative ? fixed.slice(1) : fixed);
  const symbol = SYMBOLS[code];
  return `${negative ? '-' : ''}${symbol ? `${symbol}${digits}` : `${code} ${digits}`}`;
}
