import type { JsonWebKey } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { GOOGLE_ISSUERS, IdTokenError, verifyIdToken, type IdTokenClaims } from '@ledgerline/platform';
import { SignInProviderError, type AuthorizationRequest, type CodeRedemption, type ProviderIdentity, type SignInProvider } from './sign-in-provider.port.js';

export interface GoogleOidcOptions {
  clientId?: string;
  clientSecret?: string;
  /** https://accounts.google.com, or a simulator's base URL: its /.well-known/openid-configuration names the endpoints. */
  issuer: string;
  /** Milliseconds per call to the provider. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

type Jwk = JsonWebKey & { kid?: string };

const UNAVAILABLE = 'Google sign-in is unavailable right now; try again in a minute or sign in with your e-mail';

/**
 * The real adapter: Google's OpenID Connect over HTTP. Endpoints from discovery (fetched once), the
 * code exchanged at the token endpoint with the client secret and the PKCE verifier, and the ID
 * token verified with node:crypto against the JWKS (cached, refetched for an unknown `kid`).
 */
export class GoogleOidcProvider implements SignInProvider {
  readonly name = 'google';
  private readonly logger = new Logger('GoogleSignIn');
  private discovery?: Promise<Discovery>;
  private keys?: Jwk[];
  private readonly fetch: typeof fetch;

  constructor(private readonly options: GoogleOidcOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  get configured(): boolean {
    return Boolean(this.options.clientId && this.options.clientSecret);
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const { authorization_endpoint } = await this.endpoints();
    const url = new URL(authorization_endpoint);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.options.clientId!,
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  async redeem(redemption: CodeRedemption): Promise<ProviderIdentity> {
    const discovery = await this.endpoints();
    const response = await this.call(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: redemption.code,
        code_verifier: redemption.codeVerifier,
        redirect_uri: redemption.redirectUri,
        client_id: this.options.clientId!,
        client_secret: this.options.clientSecret!,
      }).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: string; error_description?: string };
    if (!response.ok) {
      if (response.status === 400 && body.error === 'invalid_grant') {
        throw new SignInProviderError('GOOGLE_CODE_REJECTED', 'Google did not accept this sign-in (it expired or was used already); please try again');
      }
      this.logger.error(`Google's token endpoint answered ${response.status}: ${body.error ?? ''} ${body.error_description ?? ''}`);
      throw new SignInProviderError('GOOGLE_UNAVAILABLE', UNAVAILABLE);
    }
    if (typeof body.id_token !== 'string') throw new SignInProviderError('INVALID_ID_TOKEN', 'Google answered without an ID token');
    const claims = await this.verify(body.id_token, discovery);
    if ((claims as { nonce?: unknown }).nonce !== redemption.nonce) {
      throw new SignInProviderError('INVALID_ID_TOKEN', 'The ID token was not issued for this sign-in (nonce)');
    }
    const emailVerified = claims.email_verified === true || (claims.email_verified as unknown) === 'true';
    return {
      subject: claims.sub,
      email: claims.email,
      emailVerified,
      givenName: claims.given_name,
      familyName: claims.family_name,
      name: claims.name,
    };
  }

  private async verify(token: string, discovery: Discovery): Promise<IdTokenClaims> {
    const issuers = discovery.issuer === 'https://accounts.google.com' ? GOOGLE_ISSUERS : [discovery.issuer];
    const check = (keys: Jwk[]) => verifyIdToken(token, { audience: this.options.clientId!, keys, issuers });
    try {
      try {
        return check(await this.jwks(discovery, false));
      } catch (error) {
        if (!(error instanceof IdTokenError) || !error.message.includes('key we do not know')) throw error;
        return check(await this.jwks(discovery, true));
      }
    } catch (error) {
      if (error instanceof IdTokenError) throw new SignInProviderError(error.code, error.message);
      throw error;
    }
  }

  private async jwks(discovery: Discovery, refresh: boolean): Promise<Jwk[]> {
    // Cached; an unknown key id refetches once (Google rotates its keys). ID tokens come only from the
    // token endpoint, never from the browser, so a forged kid cannot make us hammer the JWKS.
    if (this.keys && !refresh) return this.keys;
    const response = await this.call(discovery.jwks_uri, { headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => undefined)) as { keys?: unknown } | undefined;
    if (!response.ok || !Array.isArray(body?.keys)) {
      this.logger.error(`Google's JWKS (${discovery.jwks_uri}) answered ${response.status} without keys`);
      throw new SignInProviderError('GOOGLE_UNAVAILABLE', UNAVAILABLE);
    }
    this.keys = body.keys as Jwk[];
    return this.keys;
  }

  private endpoints(): Promise<Discovery> {
    this.discovery ??= (async () => {
      const url = `${this.options.issuer}/.well-known/openid-configuration`;
      const response = await this.call(url, { headers: { accept: 'application/json' } });
      const body = (await response.json().catch(() => undefined)) as Partial<Discovery> | undefined;
      if (!response.ok || !body?.authorization_endpoint || !body.token_endpoint || !body.jwks_uri || !body.issuer) {
        this.logger.error(`OpenID discovery at ${url} answered ${response.status} without the endpoints`);
        throw new SignInProviderError('GOOGLE_UNAVAILABLE', UNAVAILABLE);
      }
      return body as Discovery;
    })();
    // A failure is not cached: the next click tries again.
    this.discovery.catch(() => (this.discovery = undefined));
    return this.discovery;
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    } catch (error) {
      this.logger.error(`Calling ${url} failed: ${(error as Error).message}`);
      throw new SignInProviderError('GOOGLE_UNAVAILABLE', UNAVAILABLE);
    }
  }
}
