import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { createOneTimeToken, createOtp, hashToken } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import type { UserRecord } from '../../identity/users.repository.js';

/** An OTP lives 15 minutes; a link a day. A new one replaces the old ones. */
export const EMAIL_OTP_MINUTES = 15;
export const EMAIL_LINK_HOURS = 24;

/** Proves a user owns their e-mail address: a 6-digit code and a link, both single use and expiring. */
@Injectable()
export class EmailVerificationService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** Mails a fresh code and link; earlier ones stop working. */
  async send(user: Pick<UserRecord, 'userId' | 'email' | 'firstName'>): Promise<void> {
    const otp = createOtp();
    const link = createOneTimeToken();
    const db = this.runtime.pool;
    await db.query(`UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose IN ('email-otp', 'email-link') AND used_at IS NULL`, [user.userId]);
    // The OTP's hash is salted with the user id: six digits alone would collide across users.
    await db.query(
      `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES
         ($1, $3, 'email-otp', now() + make_interval(mins => $4)), ($2, $3, 'email-link', now() + make_interval(hours => $5))`,
      [otpHash(user.userId, otp), link.hash, user.userId, EMAIL_OTP_MINUTES, EMAIL_LINK_HOURS],
    );
    const url = `${this.runtime.config.appUrl}/account/verify/${link.token}`;
    await this.runtime.mailer.send({
      to: user.email,
      subject: 'Verify your e-mail address',
      text: `Hello ${user.firstName},\n\nYour verification code is ${otp}. It expires in ${EMAIL_OTP_MINUTES} minutes.\n\nOr open this link to verify your e-mail address: ${url}\n`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Your verification code is <strong>${otp}</strong>. It expires in ${EMAIL_OTP_MINUTES} minutes.</p><p>Or <a href="${url}">verify your e-mail address</a>.</p>`,
    });
  }
}

export function otpHash(userId: string, otp: string): string {
  return hashToken(`${userId}:${otp}`);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
