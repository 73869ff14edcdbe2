import argon2 from 'argon2';

/**
 * Passwords are hashed with argon2id at OWASP's minimum or above: 19 MiB of memory, 2 passes,
 * 1 lane. The parameters live in the hash itself, so raising them later only needs
 * `needsRehash` at the next sign-in.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed hash alike: a caller never learns which. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function passwordNeedsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
}
