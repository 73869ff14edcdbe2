import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';

export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MINUTES = 15;
export const TOO_MANY_SIGN_INS_MESSAGE = `Too many failed sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes or reset your password.`;

/**
 * More than 10 failed sign-ins for one account or from one address within 15 minutes: 429. The
 * address is the socket's unless TRUST_PROXY says a proxy of ours sets X-Forwarded-For (Fastify's
 * `request.ip` follows that setting), so a client cannot dodge the limit by inventing headers.
 */
@Injectable()
export class SignInThrottle {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  private subjects(email: string, ip: string): string[] {
    return [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const { rows } = await this.runtime.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sign_in_failures
        WHERE subject = ANY($1) AND failed_at > now() - make_interval(mins => $2)
        GROUP BY subject ORDER BY n DESC LIMIT 1`,
      [this.subjects(email, ip), SIGN_IN_WINDOW_MINUTES],
    );
    if ((rows[0]?.n ?? 0) >= SIGN_IN_FAILURE_LIMIT) throw new AppError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', TOO_MANY_SIGN_INS_MESSAGE);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const subjects = this.subjects(email, ip);
    await this.runtime.pool.query(
      `WITH old AS (DELETE FROM sign_in_failures WHERE failed_at < now() - make_interval(mins => $2))
       INSERT INTO sign_in_failures (subject) SELECT unnest($1::text[])`,
      [subjects, SIGN_IN_WINDOW_MINUTES],
    );
  }

  /** A successful sign-in clears the account's count (not the address's: one good password must not unlock guessing others). */
  async recordSuccess(email: string): Promise<void> {
    await this.runtime.pool.query('DELETE FROM sign_in_failures WHERE subject = $1', [`email:${email.trim().toLowerCase()}`]);
  }
}
