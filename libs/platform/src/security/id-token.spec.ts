import { createSign, generateKeyPairSync } from 'node:crypto';
import { IdTokenError, verifyIdToken } from './id-token.js';

// A key pair made by the test stands in for the provider's: its public half is "configured".
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'key-1' };
const now = new Date('2026-11-22T12:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const audience = 'ledgerline-client-id.apps.example';

function sign(claims: Record<string, unknown>, options: { alg?: string; kid?: string; key?: typeof privateKey } = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' })}.${encode(claims)}`;
  const signer = createSign('RSA-SHA256');
  signer.update(head);
  return `${head}.${signer.sign(options.key ?? privateKey).toString('base64url')}`;
}

const valid = {
  iss: 'https://accounts.google.com',
  aud: audience,
  sub: '1234567890',
  email: 'ada@example.com',
  email_verified: true,
  iat: seconds - 10,
  exp: seconds + 3600,
};
const verifier = { audience, keys: [jwk] };

describe('verifyIdToken', () => {
  it('accepts a token signed by a configured key, for our audience, in time', () => {
    expect(verifyIdToken(sign(valid), verifier, now)).toMatchObject({ sub: '1234567890', email: 'ada@example.com', email_verified: true });
  });

  it.each([
    ['signed by another key', () => sign(valid, { key: other.privateKey }), /signature is not valid/],
    ['an unknown key id', () => sign(valid, { kid: 'key-2' }), /key we do not know/],
    ['alg none', () => sign(valid, { alg: 'none' }), /RS256/],
    ['HS256', () => sign(valid, { alg: 'HS256' }), /RS256/],
    ['another audience', () => sign({ ...valid, aud: 'someone-else' }), /another application/],
    ['another issuer', () => sign({ ...valid, iss: 'https://evil.example' }), /not issued by the sign-in provider/],
    ['expired', () => sign({ ...valid, exp: seconds - 3600 }), /expired/],
    ['issued in the future', () => sign({ ...valid, iat: seconds + 3600 }), /future/],
    ['no subject', () => sign({ ...valid, sub: '' }), /names no user/],
    ['not a JWT', () => 'abc.def', /well-formed/],
  ])('refuses a token %s', (_, token, message) => {
    expect(() => verifyIdToken(token(), verifier, now)).toThrow(IdTokenError);
    expect(() => verifyIdToken(token(), verifier, now)).toThrow(message);
  });

  it('refuses a token whose payload was altered after signing', () => {
    const [head, , signature] = sign(valid).split('.');
    const forged = Buffer.from(JSON.stringify({ ...valid, email: 'mallory@example.com' })).toString('base64url');
    expect(() => verifyIdToken(`${head}.${forged}.${signature}`, verifier, now)).toThrow(/signature is not valid/);
  });
});
