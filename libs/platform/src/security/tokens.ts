import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One-time secrets (e-mail verification links, password resets, invites): the user gets the
 * token, the database keeps only its sha256, so a leaked table opens no account.
 */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code for e-mail verification, uniformly drawn (leading zeros kept). */
export function createOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
