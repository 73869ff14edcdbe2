import { createPublicKey, createVerify, type JsonWebKey, type KeyObject } from 'node:crypto';

/** Google's ID tokens: RS256 JWTs from one of these issuers. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'] as const;

export interface IdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  aud: string;
  iss: string;
  exp: number;
  iat: number;
}

export class IdTokenError extends Error {
  readonly code = 'INVALID_ID_TOKEN';
}

export interface IdTokenVerifier {
  /** The OAuth client id the token must be issued for. */
  audience: string;
  /** The provider's public keys (its JWKS `keys`), by `kid`. Fetched and cached by the caller; configured here. */
  keys: (JsonWebKey & { kid?: string })[];
  issuers?: readonly string[];
  /** Seconds of clock difference tolerated. */
  leewaySeconds?: number;
}

const decodeJson = (part: string): Record<string, unknown> => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new IdTokenError('The ID token is not a well-formed JWT');
  }
};

/**
 * Checks a third-party sign-in token: the signature against the configured keys (RS256 only;
 * `alg: none` and HMAC tricks are refused), the issuer, the audience, and the time window.
 * Returns its claims, or throws IdTokenError saying what was wrong.
 */
export function verifyIdToken(token: string, verifier: IdTokenVerifier, now: Date = new Date()): IdTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenError('The ID token is not a well-formed JWT');
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = decodeJson(headerPart);
  if (header.alg !== 'RS256') throw new IdTokenError(`ID tokens must be signed with RS256, not ${String(header.alg)}`);
  const jwk = verifier.keys.find((key) => key.kid === header.kid);
  if (!jwk) throw new IdTokenError('The ID token was signed with a key we do not know');
  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    throw new IdTokenError('A configured ID token key is not a valid public key');
  }
  const verify = createVerify('RSA-SHA256');
  verify.update(`${headerPart}.${payloadPart}`);
  if (!verify.verify(key, Buffer.from(signaturePart, 'base64url'))) throw new IdTokenError('The ID token signature is not valid');

  const claims = decodeJson(payloadPart) as Partial<IdTokenClaims>;
  const issuers = verifier.issuers ?? GOOGLE_ISSUERS;
  if (!claims.iss || !issuers.includes(claims.iss)) throw new IdTokenError('The ID token was not issued by the sign-in provider');
  if (claims.aud !== verifier.audience) throw new IdTokenError('The ID token was issued for another application');
  const seconds = Math.floor(now.getTime() / 1000);
  const leeway = verifier.leewaySeconds ?? 60;
  if (typeof claims.exp !== 'number' || claims.exp + leeway < seconds) throw new IdTokenError('The ID token has expired');
  if (typeof claims.iat === 'number' && claims.iat - leeway > seconds) throw new IdTokenError('The ID token was issued in the future');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new IdTokenError('The ID token names no user');
  return claims as IdTokenClaims;
}
