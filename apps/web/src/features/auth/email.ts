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
