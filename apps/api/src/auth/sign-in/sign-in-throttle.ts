import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';

export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MINUTES = 15;
export const TOO_MANY_SIGN_INS_MESSAGE = `Too many failed sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes or reset your password.`;

/** One password check let through: counted as a failure until it is known to have succeeded. */
export interface SignInAttempt {
  /** The address row this attempt added (removed again if the password was right). */
  readonly ipSubject: string;
  /** Its failed_at, as PostgreSQL's text (a JS Date would lose the microseconds). */
  readonly reservedAt: string;
}

/**
 * More than 10 failed sign-ins for one account or from one address within 15 minutes: 429. The
 * address is the socket's unless TRUST_PROXY says a proxy of ours sets X-Forwarded-For (Fastify's
 * `request.ip` follows that setting), so a client cannot dodge the limit by inventing headers.
 *
 * Counting is atomic: each try takes its place in the count before the password is checked, under
 * a lock per account and per address, so however many arrive at once at most 10 get checked.
 */
@Injectable()
export class SignInThrottle {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** Counts of another sign-in (the admin area's: `admin-`) are kept apart from the users'. */
  protected readonly subjectPrefix: string = '';

  private subjects(email: string, ip: string): { emailSubject: string; ipSubject: string } {
    return { emailSubject: `${this.subjectPrefix}email:${email.trim().toLowerCase()}`, ipSubject: `${this.subjectPrefix}ip:${ip}` };
  }

  /** Lets one try through (counting it as a failure from now on) or answers 429 with Retry-After. */
  async begin(email: string, ip: string): Promise<SignInAttempt> {
    const { emailSubject, ipSubject } = this.subjects(email, ip);
    const client = await this.runtime.pool.connect();
    try {
      await client.query('BEGIN');
      const refusal = await this.reserve(client, [emailSubject, ipSubject]);
      if (refusal) {
        await client.query('ROLLBACK');
        throw new AppError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', TOO_MANY_SIGN_INS_MESSAGE).withRetryAfter(refusal.retryAfterSeconds);
      }
      const { rows } = await client.query<{ failed_at: string }>(
        `INSERT INTO sign_in_failures (subject, failed_at) SELECT subject, at FROM unnest($1::text[]) AS subject, clock_timestamp() AS at
         RETURNING failed_at::text`,
        [[emailSubject, ipSubject]],
      );
      await client.query('COMMIT');
      return { ipSubject, reservedAt: rows[0].failed_at };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Within the transaction: locks the subjects (in one order, so two tries cannot deadlock) and counts them. */
  private async reserve(client: PoolClient, subjects: string[]): Promise<{ retryAfterSeconds: number } | undefined> {
    for (const subject of [...subjects].sort()) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 14))', [subject]);
    await client.query('DELETE FROM sign_in_failures WHERE subject = ANY($1) AND failed_at < now() - make_interval(mins => $2)', [
      subjects,
      SIGN_IN_WINDOW_MINUTES,
    ]);
    const { rows } = await client.query<{ n: number; retry_after: number }>(
      `SELECT count(*)::int AS n,
              ceil(extract(epoch FROM min(failed_at) + make_interval(mins => $2) - clock_timestamp()))::int AS retry_after
         FROM sign_in_failures
        WHERE subject = ANY($1) AND failed_at > now() - make_interval(mins => $2)
        GROUP BY subject ORDER BY n DESC, retry_after DESC LIMIT 1`,
      [subjects, SIGN_IN_WINDOW_MINUTES],
    );
    if ((rows[0]?.n ?? 0) < SIGN_IN_FAILURE_LIMIT) return undefined;
    return { retryAfterSeconds: Math.max(1, rows[0].retry_after) };
  }

  /**
   * The password was right: the account's count is cleared, and this try leaves the address's
   * count (one good password must not unlock guessing others from that address, nor count against it).
   */
  async succeeded(email: string, attempt: SignInAttempt): Promise<void> {
    await this.runtime.pool.query(
      `DELETE FROM sign_in_failures
        WHERE subject = $1
           OR ctid IN (SELECT ctid FROM sign_in_failures WHERE subject = $2 AND failed_at = $3::timestamptz LIMIT 1)`,
      [this.subjects(email, '').emailSubject, attempt.ipSubject, attempt.reservedAt],
    );
  }

  /** A password reset clears the account's count (the throttle's message offers it as the way out). */
  async clearAccount(email: string): Promise<void> {
    await this.runtime.pool.query('DELETE FROM sign_in_failures WHERE subject = $1', [this.subjects(email, '').emailSubject]);
  }
}
