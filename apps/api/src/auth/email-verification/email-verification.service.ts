import { composeMail, escapeHtml, greetingFor, type MailBlock } from '@ledgerline/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { createOneTimeToken, createOtp, hashToken } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';
import { UsersRepository, type UserRecord } from '../../identity/users.repository.js';
import { IssuedTooRecently, OneTimeTokensService, type NewOneTimeToken } from '../one-time-tokens/one-time-tokens.service.js';

/** An OTP lives 15 minutes; a link a day. A new one replaces the old ones. */
export const EMAIL_OTP_MINUTES = 15;
export const EMAIL_LINK_HOURS = 24;
/** A fresh code or link at most this often per user: the address may not be the signer-up's own. */
export const RESEND_INTERVAL_SECONDS = 30;
/** Wrong codes tolerated per code; then it stops working and a new one must be asked for. */
export const OTP_MAX_ATTEMPTS = 5;

export const INVALID_OTP_MESSAGE = 'This code is not valid or has expired';
export const INVALID_LINK_MESSAGE = 'This link is not valid or has expired';

type Recipient = Pick<UserRecord, 'userId' | 'email' | 'firstName'>;

/** Proves a user owns their e-mail address: a 6-digit code and a link, both single use and expiring. */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly tokens: OneTimeTokensService,
    private readonly users: UsersRepository,
  ) {}

  /** Mails a fresh code and link (sign-up); earlier ones stop working. */
  async send(user: Recipient): Promise<void> {
    const otp = this.newOtp(user);
    const link = this.newLink();
    await this.tokens.replace(user.userId, [otp.token, link.token]);
    await this.runtime.mailer.send({ to: user.email, ...verificationMail(user.firstName, { otp: otp.otp, url: link.url }) });
  }

  /** A new code (the link stays valid); 429 within RESEND_INTERVAL_SECONDS of the last code. */
  async resendOtp(user: UserRecord): Promise<void> {
    this.assertUnverified(user);
    const otp = this.newOtp(user);
    assertIssued(await this.tokens.replace(user.userId, [otp.token], RESEND_INTERVAL_SECONDS), 'code');
    await this.runtime.mailer.send({ to: user.email, ...verificationMail(user.firstName, { otp: otp.otp }) });
  }

  /** A new link (the code stays valid); 429 within RESEND_INTERVAL_SECONDS of the last link. */
  async resendLink(user: UserRecord): Promise<void> {
    this.assertUnverified(user);
    const link = this.newLink();
    assertIssued(await this.tokens.replace(user.userId, [link.token], RESEND_INTERVAL_SECONDS), 'link');
    await this.runtime.mailer.send({ to: user.email, ...verificationMail(user.firstName, { url: link.url }) });
  }

  /** The signed-in user's code; 401 INVALID_OTP for a wrong, used or expired one. */
  async verifyOtp(userId: string, otp: string): Promise<void> {
    const owner = await this.tokens.consume('email-otp', otpHash(userId, otp.trim()), userId);
    if (!owner) {
      await this.recordWrongOtp(userId);
      throw new AppError(401, 'INVALID_OTP', INVALID_OTP_MESSAGE);
    }
    await this.verified(userId);
  }

  /** The mailed link (works signed out); 401 for a wrong, used or expired one. */
  async verifyLink(token: string): Promise<void> {
    const userId = await this.tokens.consume('email-link', hashToken(token));
    if (!userId) throw new AppError(401, 'INVALID_VERIFICATION_LINK', INVALID_LINK_MESSAGE);
    await this.verified(userId);
  }

  private async verified(userId: string): Promise<void> {
    await this.users.markEmailVerified(userId);
    await this.tokens.revoke(userId, ['email-otp', 'email-link']);
    await this.runtime.pool.query('DELETE FROM sign_in_failures WHERE subject = $1', [otpSubject(userId)]);
  }

  /**
   * Six digits are guessable: after OTP_MAX_ATTEMPTS wrong tries since the live code was issued it
   * stops working (the count lives beside the sign-in failures), and a new one costs RESEND_INTERVAL_SECONDS.
   */
  private async recordWrongOtp(userId: string): Promise<void> {
    const subject = otpSubject(userId);
    await this.runtime.pool.query('INSERT INTO sign_in_failures (subject) VALUES ($1)', [subject]);
    await this.runtime.pool.query(
      `UPDATE one_time_tokens t SET used_at = now()
        WHERE t.user_id = $1 AND t.purpose = 'email-otp' AND t.used_at IS NULL
          AND (SELECT count(*) FROM sign_in_failures f WHERE f.subject = $2 AND f.failed_at >= t.created_at) >= $3`,
      [userId, subject, OTP_MAX_ATTEMPTS],
    );
  }

  private assertUnverified(user: UserRecord): void {
    if (user.emailVerifiedAt) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED', 'Your e-mail address is already verified');
  }

  private newOtp(user: Pick<UserRecord, 'userId'>): { otp: string; token: NewOneTimeToken } {
    const otp = createOtp();
    // The OTP's hash is salted with the user id: six digits alone would collide across users.
    return { otp, token: { purpose: 'email-otp', hash: otpHash(user.userId, otp), expiresInMinutes: EMAIL_OTP_MINUTES } };
  }

  private newLink(): { url: string; token: NewOneTimeToken } {
    const link = createOneTimeToken();
    return {
      url: `${this.runtime.config.appUrl}/account/verify/${link.token}`,
      token: { purpose: 'email-link', hash: link.hash, expiresInMinutes: EMAIL_LINK_HOURS * 60 },
    };
  }
}

/** The sign-up's mail (a code and a link), a new code, or a new link. */
export function verificationMail(firstName: string, what: { otp?: string; url?: string }) {
  const blocks: MailBlock[] = [];
  if (what.otp) blocks.push({ text: 'Your verification code is:' }, { code: what.otp }, { text: `It expires in ${EMAIL_OTP_MINUTES} minutes.` });
  if (what.url) {
    blocks.push(
      { text: what.otp ? 'Or verify your e-mail address with this link:' : 'Verify your e-mail address with this link:' },
      { button: 'Verify my e-mail address', url: what.url },
      { small: `The link works for ${EMAIL_LINK_HOURS} hours.` },
    );
  }
  blocks.push({ small: 'If you did not sign up for Ledgerline, ignore this e-mail.' });
  return composeMail({ subject: what.url ? 'Verify your e-mail address' : 'Your verification code', greeting: greetingFor(firstName, 'Hello'), blocks });
}

function assertIssued(result: true | IssuedTooRecently, what: 'code' | 'link'): void {
  if (result instanceof IssuedTooRecently) {
    throw new AppError(429, 'RESEND_TOO_SOON', `Please wait ${result.retryAfterSeconds} seconds before asking for another ${what}`);
  }
}

const otpSubject = (userId: string) => `email-otp:${userId}`;

export function otpHash(userId: string, otp: string): string {
  return hashToken(`${userId}:${otp}`);
}

export { escapeHtml };
