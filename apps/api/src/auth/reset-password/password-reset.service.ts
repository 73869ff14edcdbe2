import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { composeMail, createOneTimeToken, greetingFor, hashPassword, hashToken } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { SessionsService } from '../../identity/sessions.service.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { OneTimeTokensService } from '../one-time-tokens/one-time-tokens.service.js';
import { SignInThrottle } from '../sign-in/sign-in-throttle.js';

export const PASSWORD_RESET_MINUTES = 60;
/** At most one reset mail per account this often (silently: the answer never says whether an account exists). */
export const PASSWORD_RESET_INTERVAL_SECONDS = 30;
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is not valid or has expired';

/** "Forgot password": a single-use link, valid an hour, mailed to the account's address. */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: OneTimeTokensService,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Mails a reset link when the account exists; nothing otherwise. The caller answers the same either way. */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const reset = createOneTimeToken();
    const issued = await this.tokens.replace(
      user.userId,
      [{ purpose: 'password-reset', hash: reset.hash, expiresInMinutes: PASSWORD_RESET_MINUTES }],
      PASSWORD_RESET_INTERVAL_SECONDS,
    );
    if (issued !== true) return;
    const url = `${this.runtime.config.appUrl}/reset-password?email=${encodeURIComponent(user.email)}&token=${reset.token}`;
    await this.runtime.mailer.send({ to: user.email, ...passwordResetMail(user.firstName, url) });
  }

  /** Sets the new password with the mailed token; every session of the account ends. 401 for a wrong, used or expired token. */
  async reset(email: string, token: string, password: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    const userId = user && (await this.tokens.consume('password-reset', hashToken(token), user.userId));
    if (!user || !userId) throw new AppError(401, 'INVALID_RESET_TOKEN', INVALID_RESET_TOKEN_MESSAGE);
    await this.users.setPasswordHash(userId, await hashPassword(password));
    await this.tokens.revoke(userId, ['password-reset']);
    await this.sessions.revokeAllOf(userId);
    // The link came to the address, so the address is the user's.
    await this.users.markEmailVerified(userId);
    // The throttle's message offers a reset as the way out of a lock-out.
    await this.throttle.clearAccount(user.email);
  }
}

/** The reset link's mail. */
export function passwordResetMail(firstName: string, url: string) {
  return composeMail({
    subject: 'Reset your password',
    greeting: greetingFor(firstName, 'Hello'),
    blocks: [
      { text: 'We received a request to reset the password of your Ledgerline account.' },
      { button: 'Choose a new password', url },
      { small: `The link works once, for ${PASSWORD_RESET_MINUTES} minutes.` },
      { small: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
    ],
  });
}
