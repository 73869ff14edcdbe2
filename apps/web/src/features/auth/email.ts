// E-mails travel lower-cased and trimmed (spec 000 §3, §5): "Ada@Shop.NG " and "ada@shop.ng" are one account.

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Enough to catch a typo before a round trip; the server is the judge. */
export function looksLikeEmail(raw: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.trim());
}

export function emailProblem(raw: string): string | undefined {
  if (raw.trim() === '') return 'Enter your e-mail address.';
  if (!looksLikeEmail(raw)) return 'Enter a valid e-mail address, e.g. ada@example.com.';
  return undefined;
}

/** Misspellings of the mail providers most used in Nigeria: almost always a typo, not an address. */
const MISSPELT_DOMAINS = new Set([
  'gmial.com',
  'gmai.com',
  'gmail.co',
  'gamil.com',
  'gmail.con',
  'yaho.com',
  'yahoo.co',
  'yahooo.com',
  'hotmial.com',
  'outlok.com',
  'iclod.com',
]);

/**
 * Whether the e-mail looks deliverable: well formed, with a real-looking top-level domain, and not a
 * known misspelling. One it cannot vouch for may still be right: the user confirms it (000 §5).
 */
export function looksDeliverable(raw: string): boolean {
  if (!looksLikeEmail(raw)) return false;
  const domain = normalizeEmail(raw).split('@')[1] ?? '';
  return /\.[a-z]{2,}$/.test(domain) && !MISSPELT_DOMAINS.has(domain);
}
