/**
 * The port to a third-party sign-in provider (OpenID Connect, authorization code flow with PKCE):
 * where to send the browser, and what a returned code proves. The real adapter speaks Google's HTTP
 * (google-oidc.provider.ts); tests point it at a simulator on loopback speaking the same HTTP.
 */
export interface AuthorizationRequest {
  state: string;
  nonce: string;
  /** base64url(sha256(code verifier)), sent with method S256. */
  codeChallenge: string;
  redirectUri: string;
}

export interface CodeRedemption {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  /** The ID token must carry this nonce. */
  nonce: string;
}

/** Who the provider says signed in, from a verified ID token. */
export interface ProviderIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

export interface SignInProvider {
  readonly name: string;
  /** Client id and secret set: the sign-in pages show the button. */
  readonly configured: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Exchanges the code at the token endpoint and verifies the ID token (signature by JWKS, issuer, audience, time, nonce). */
  redeem(redemption: CodeRedemption): Promise<ProviderIdentity>;
}

/** A refusal the user can act on: the code, and a message saying what went wrong. */
export class SignInProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const SIGN_IN_PROVIDER = Symbol('SIGN_IN_PROVIDER');
