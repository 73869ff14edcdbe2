import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { IdTokenError, verifyIdToken, type IdTokenClaims } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { SessionsService } from '../../identity/sessions.service.js';
import { UsersRepository, type UserRecord } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { SignInSessionService, type SignedIn } from '../session/sign-in-session.service.js';
import { GoogleKeysService } from './google-keys.service.js';

export interface GoogleSignedIn extends SignedIn {
  status: true;
  redirectToOnboarding: boolean;
}

/**
 * Sign-in with Google: a known Google account signs in; a known, Google-verified e-mail gets the
 * Google account linked; anyone else gets a new account (verified e-mail, no password) and on-boarding.
 */
@Injectable()
export class GoogleSignInService {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly keys: GoogleKeysService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly signInSession: SignInSessionService,
  ) {}

  async signIn(token: string, reply: FastifyReply): Promise<GoogleSignedIn> {
    const claims = this.verify(token, await this.keys.verifier());
    let user = await this.users.findByGoogleSubject(claims.sub);
    let created = false;
    if (!user) {
      const email = verifiedEmail(claims);
      const existing = await this.users.findByEmail(email);
      if (existing) user = await this.link(existing, claims.sub);
      else {
        user = await this.users.create({
          email,
          firstName: claims.given_name?.trim() || claims.name?.trim() || email.split('@')[0],
          lastName: claims.family_name?.trim() ?? '',
          passwordHash: null,
          googleSubject: claims.sub,
          emailVerified: true,
        });
        created = true;
      }
    }
    const signedIn = await this.signInSession.start(user, true, reply, 'Signed in with Google');
    return { ...signedIn, status: true, redirectToOnboarding: created || signedIn.redirect };
  }

  private verify(token: string, verifier: Awaited<ReturnType<GoogleKeysService['verifier']>>): IdTokenClaims {
    try {
      return verifyIdToken(token, verifier);
    } catch (error) {
      if (error instanceof IdTokenError) throw new AppError(401, error.code, error.message);
      throw error;
    }
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
}

/** Only an address Google says it verified may sign in to, or open, an account. */
function verifiedEmail(claims: IdTokenClaims): string {
  const verified = claims.email_verified === true || (claims.email_verified as unknown) === 'true';
  if (!claims.email || !verified) {
    throw new AppError(401, 'GOOGLE_EMAIL_NOT_VERIFIED', 'Your Google account has no verified e-mail address; sign up with your e-mail instead');
  }
  return claims.email.trim().toLowerCase();
}
