// Text helpers of the PDFs and mails the worker renders as well as the API (the same as the
// receipts' own, apps/api/src/receipts).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything a business or a customer typed is escaped before it goes into the HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

// Characters of WinAnsiEncoding beyond Latin-1 (the standard PDF fonts know no others).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const representable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the built-in Helvetica can show: accents outside WinAnsi lose their mark, control
 * characters become spaces, anything else a '?'. (A bundled Unicode font would show every
 * script; the standard fonts keep the PDF small and need no font files.)
 */
export function pdfSafeText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC')) {
    if (representable(char)) out += char;
    else if (char.codePointAt(0)! < 0x20) out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(representable) ? base : '?';
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
