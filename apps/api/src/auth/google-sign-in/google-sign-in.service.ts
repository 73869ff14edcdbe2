import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { SessionsService } from '../../identity/sessions.service.js';
import { UsersRepository, type UserRecord } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { SignInSessionService, type SignedIn } from '../session/sign-in-session.service.js';
import { SIGN_IN_PROVIDER, SignInProviderError, type ProviderIdentity, type SignInProvider } from './sign-in-provider.port.js';

export interface GoogleSignedIn extends SignedIn {
  status: true;
  redirectToOnboarding: boolean;
}

export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Sign-in with Google is not set up on this server';
export const GOOGLE_STATE_MESSAGE = 'This Google sign-in was not started in this browser or has expired; please start again';
/** The browser's half of an attempt: httpOnly, sent only to the calls under this path. */
export const GOOGLE_STATE_COOKIE = 'ledgerline_google_state';
const COOKIE_PATH = '/api/v1/auth/google';
const ATTEMPT_MINUTES = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

/**
 * Sign-in with Google, authorization code flow (docs/sessions.md): `start` records an attempt (state,
 * PKCE verifier, nonce) and sends the browser to Google; `complete` takes the code Google returned
 * with the state, checks the state against the browser's cookie, redeems the code once through the
 * provider port and signs in. A known Google account signs in; a known, Google-verified e-mail gets
 * the Google account linked; anyone else gets a new verified account (no password) and on-boarding.
 */
@Injectable()
export class GoogleSignInService {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(SIGN_IN_PROVIDER) private readonly provider: SignInProvider,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly signInSession: SignInSessionService,
  ) {}

  get configured(): boolean {
    return this.provider.configured;
  }

  /** Where Google sends the browser back: the web client's callback page, which posts code and state. */
  get redirectUri(): string {
    return `${this.runtime.config.appUrl}/auth/google/callback`;
  }

  async start(reply: FastifyReply): Promise<string> {
    this.assertConfigured();
    const state = random();
    const nonce = random();
    const codeVerifier = random();
    await this.runtime.pool.query(`DELETE FROM sign_in_attempts WHERE created_at < now() - interval '${ATTEMPT_MINUTES} minutes'`);
    await this.runtime.pool.query('INSERT INTO sign_in_attempts (state_hash, provider, code_verifier, nonce) VALUES ($1, $2, $3, $4)', [
      sha256(state),
      this.provider.name,
      codeVerifier,
      nonce,
    ]);
    const url = await this.provider
      .authorizationUrl({ state, nonce, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'), redirectUri: this.redirectUri })
      .catch(refusal);
    void reply.header('set-cookie', this.stateCookie(state, ATTEMPT_MINUTES * 60));
    return url;
  }

  async complete(code: string, state: string, cookieState: string | undefined, reply: FastifyReply): Promise<GoogleSignedIn> {
    this.assertConfigured();
    // Whatever happens, the attempt is over for this browser.
    void reply.header('set-cookie', this.stateCookie('', 0));
    if (!cookieState || !sameText(cookieState, state)) throw new AppError(400, 'GOOGLE_STATE_MISMATCH', GOOGLE_STATE_MESSAGE);
    const { rows } = await this.runtime.pool.query<{ code_verifier: string; nonce: string }>(
      `DELETE FROM sign_in_attempts WHERE state_hash = $1 AND provider = $2 AND created_at > now() - interval '${ATTEMPT_MINUTES} minutes'
       RETURNING code_verifier, nonce`,
      [sha256(state), this.provider.name],
    );
    if (!rows[0]) throw new AppError(400, 'GOOGLE_STATE_MISMATCH', GOOGLE_STATE_MESSAGE);

    const identity = await this.provider
      .redeem({ code, codeVerifier: rows[0].code_verifier, nonce: rows[0].nonce, redirectUri: this.redirectUri })
      .catch(refusal);
    return this.signIn(identity, reply);
  }

  private async signIn(identity: ProviderIdentity, reply: FastifyReply): Promise<GoogleSignedIn> {
    let user = await this.users.findByGoogleSubject(identity.subject);
    let created = false;
    if (!user) {
      const email = verifiedEmail(identity);
      const existing = await this.users.findByEmail(email);
      if (existing) user = await this.link(existing, identity.subject);
      else {
        user = await this.users.create({
          email,
          firstName: identity.givenName?.trim() || identity.name?.trim() || email.split('@')[0],
          lastName: identity.familyName?.trim() ?? '',
          passwordHash: null,
          googleSubject: identity.subject,
          emailVerified: true,
        });
        created = true;
      }
    }
    const signedIn = await this.signInSession.start(user, true, reply, 'Signed in with Google');
    // The session cookie and the cleared state cookie both go out.
    return { ...signedIn, status: true, redirectToOnboarding: created || signedIn.redirect };
  }

  /** Links the Google account to the account with its (Google-verified) e-mail. */
  private async link(user: UserRecord, subject: string): Promise<UserRecord> {
    if (user.googleSubject && user.googleSubject !== subject) {
      throw new AppError(409, 'GOOGLE_ACCOUNT_ALREADY_LINKED', 'This e-mail’s account is linked to another Google account');
    }
    if (!user.emailVerifiedAt) {
      // Whoever signed up with this address never proved it: their password and sessions must not
      // outlive the address's real owner arriving (account pre-hijacking).
      await this.runtime.pool.query('UPDATE users SET password_hash = NULL WHERE user_id = $1', [user.userId]);
      await this.sessions.revokeAllOf(user.userId);
    }
    await this.users.linkGoogle(user.userId, subject);
    await this.users.markEmailVerified(user.userId);
    return (await this.users.findById(user.userId))!;
  }

  private assertConfigured(): void {
    if (!this.provider.configured) throw new AppError(503, 'GOOGLE_SIGN_IN_NOT_CONFIGURED', GOOGLE_NOT_CONFIGURED_MESSAGE);
  }

  private stateCookie(value: string, maxAgeSeconds: number): string {
    const parts = [`${GOOGLE_STATE_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
    if (this.runtime.config.cookieSecure) parts.push('Secure');
    return parts.join('; ');
  }
}

/** The provider's refusals as answers: Google down 503, a code it refused 400, a bad ID token 401. */
function refusal(error: unknown): never {
  if (!(error instanceof SignInProviderError)) throw error;
  const status = error.code === 'GOOGLE_UNAVAILABLE' ? 503 : error.code === 'GOOGLE_CODE_REJECTED' ? 400 : 401;
  throw new AppError(status, error.code, error.message);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Only an address Google says it verified may sign in to, or open, an account. */
function verifiedEmail(identity: ProviderIdentity): string {
  if (!identity.email || !identity.emailVerified) {
    throw new AppError(401, 'GOOGLE_EMAIL_NOT_VERIFIED', 'Your Google account has no verified e-mail address; sign up with your e-mail instead');
  }
  return identity.email.trim().toLowerCase();
}
