import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Who "signs in at Google" next: the claims of the ID token the simulator will issue. */
export interface SimulatedAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

interface IssuedCode {
  account: SimulatedAccount;
  clientId: string;
  redirectUri: string;
  nonce?: string;
  codeChallenge: string;
  used: boolean;
}

export interface GoogleSimulator {
  /** The issuer: GOOGLE_ISSUER for the API. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next authorization signs in as (Google's account chooser, answered in advance). */
  signInAs(account: SimulatedAccount): void;
  /** Changes what the next token answer's ID token says (tests of a forged or wrong token). */
  tamperNextIdToken(change: { claims?: Record<string, unknown>; key?: KeyObject; header?: Record<string, unknown> }): void;
  /** Rotates the signing key (a new kid); the JWKS then publishes only the new key. */
  rotateKey(): void;
  /** Requests the simulator received, by path (the API's calls to it). */
  calls: { method: string; path: string }[];
  close(): Promise<void>;
}

/**
 * Google's OpenID Connect provider, simulated on loopback: the same HTTP as Google (discovery, the
 * authorization endpoint's redirect with code and state, the token endpoint with client secret and
 * PKCE S256 checks, the JWKS), with an RSA key of its own. Nothing reaches Google.
 */
export async function startGoogleSimulator(options: { clientId?: string; clientSecret?: string } = {}): Promise<GoogleSimulator> {
  const clientId = options.clientId ?? 'ledgerline-test.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? `secret-${randomBytes(8).toString('hex')}`;
  let key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let kid = `sim-${randomBytes(4).toString('hex')}`;
  let account: SimulatedAccount | undefined;
  let tamper: { claims?: Record<string, unknown>; key?: KeyObject; header?: Record<string, unknown> } | undefined;
  const codes = new Map<string, IssuedCode>();
  const calls: { method: string; path: string }[] = [];
  let issuer = '';

  const idToken = (code: IssuedCode) => {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const change = tamper;
    tamper = undefined;
    const header = { alg: 'RS256', typ: 'JWT', kid, ...change?.header };
    const claims = { iss: issuer, aud: code.clientId, iat: now, exp: now + 3600, azp: code.clientId, nonce: code.nonce, ...code.account, ...change?.claims };
    const unsigned = `${part(header)}.${part(claims)}`;
    return `${unsigned}.${createSign('RSA-SHA256')
      .update(unsigned)
      .sign(change?.key ?? key.privateKey)
      .toString('base64url')}`;
  };

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    calls.push({ method: request.method ?? 'GET', path: url.pathname });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/oauth2/v3/certs`,
          response_types_supported: ['code'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['plain', 'S256'],
        });
      }
      if (request.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
        return json(200, { keys: [{ ...key.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
      }
      if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const q = url.searchParams;
        const problem =
          q.get('response_type') !== 'code'
            ? 'unsupported_response_type'
            : q.get('client_id') !== clientId
              ? 'invalid_client'
              : !q.get('redirect_uri') || !(q.get('scope') ?? '').split(' ').includes('openid')
                ? 'invalid_request'
                : q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')
                  ? 'invalid_request'
                  : undefined;
        if (problem) return json(400, { error: problem });
        const back = new URL(q.get('redirect_uri')!);
        if (!account) back.searchParams.set('error', 'access_denied');
        else {
          const code = randomBytes(16).toString('base64url');
          codes.set(code, {
            account,
            clientId,
            redirectUri: q.get('redirect_uri')!,
            nonce: q.get('nonce') ?? undefined,
            codeChallenge: q.get('code_challenge')!,
            used: false,
          });
          back.searchParams.set('code', code);
        }
        if (q.get('state')) back.searchParams.set('state', q.get('state')!);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await readBody(request));
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(401, { error: 'invalid_client' });
        if (form.get('grant_type') !== 'authorization_code') return json(400, { error: 'unsupported_grant_type' });
        const issued = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!issued || issued.used || issued.redirectUri !== form.get('redirect_uri') || issued.codeChallenge !== challenge) {
          return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        issued.used = true;
        return json(200, {
          access_token: randomBytes(16).toString('base64url'),
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid email profile',
          id_token: idToken(issued),
        });
      }
      return json(404, { error: 'not_found' });
    })().catch((error: Error) => json(500, { error: 'server_error', error_description: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get issuer() {
      return issuer;
    },
    clientId,
    clientSecret,
    calls,
    signInAs: (next) => (account = next),
    tamperNextIdToken: (change) => (tamper = change),
    rotateKey: () => {
      key = generateKeyPairSync('rsa', { modulusLength: 2048 });
      kid = `sim-${randomBytes(4).toString('hex')}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
