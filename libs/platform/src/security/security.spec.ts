import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.js';
import { createOneTimeToken, createOtp, hashToken, tokenMatches } from './tokens.js';

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB and 2 passes, and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(verifyPassword(hash, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'correct horse battery stapler')).resolves.toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false, not an error, for a malformed stored hash', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });

  it('asks for a rehash of a weaker hash', () => {
    expect(passwordNeedsRehash('$argon2id$v=19$m=4096,t=1,p=1$c29tZXNhbHQ$2g6UOqO1rLAPdFgdbTLtx99lNCq7rw0gNkpj5CpxgtE')).toBe(true);
  });
});

describe('one-time tokens and codes', () => {
  it('keeps only a hash of the token, and matches the token against it', () => {
    const { token, hash } = createOneTimeToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashToken(token));
    expect(tokenMatches(token, hash)).toBe(true);
    expect(tokenMatches(`${token}x`, hash)).toBe(false);
    expect(tokenMatches(token, 'short')).toBe(false);
  });

  it('makes 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, () => createOtp());
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });
});
