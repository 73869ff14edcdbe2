import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';

export type OneTimePurpose = 'email-otp' | 'email-link' | 'password-reset';

export interface NewOneTimeToken {
  purpose: OneTimePurpose;
  /** sha256 of the secret: the secret itself is only ever mailed. */
  hash: string;
  expiresInMinutes: number;
}

/** Refused because a token of the same purpose was issued moments ago. */
export class IssuedTooRecently {
  constructor(readonly retryAfterSeconds: number) {}
}

/**
 * Single-use, expiring secrets (e-mail OTPs and links, password resets) in `one_time_tokens`:
 * issuing replaces the user's earlier ones of the same purpose, using one is one atomic update.
 */
@Injectable()
export class OneTimeTokensService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /**
   * Replaces the user's tokens of these purposes with new ones. With `minIntervalSeconds`, answers
   * IssuedTooRecently instead when one was issued within that time (mail-bombing guard). The
   * user's row is locked so that two concurrent requests cannot both pass that check.
   */
  async replace(userId: string, tokens: NewOneTimeToken[], minIntervalSeconds = 0): Promise<true | IssuedTooRecently> {
    const purposes = tokens.map((t) => t.purpose);
    const client = await this.runtime.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [userId]);
      if (minIntervalSeconds > 0) {
        const { rows } = await client.query<{ wait: number }>(
          `SELECT ceil(extract(epoch FROM max(created_at) + make_interval(secs => $3) - now()))::int AS wait
             FROM one_time_tokens WHERE user_id = $1 AND purpose = ANY($2) HAVING max(created_at) > now() - make_interval(secs => $3)`,
          [userId, purposes, minIntervalSeconds],
        );
        if (rows[0]) {
          await client.query('ROLLBACK');
          return new IssuedTooRecently(Math.max(1, rows[0].wait));
        }
      }
      // Deleted rather than marked used: a new 6-digit code may hash like an old one of the same user.
      await client.query('DELETE FROM one_time_tokens WHERE user_id = $1 AND purpose = ANY($2)', [userId, purposes]);
      for (const token of tokens) {
        await client.query(`INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`, [
          token.hash,
          userId,
          token.purpose,
          token.expiresInMinutes,
        ]);
      }
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Uses a live token (once): answers its user, or undefined when it is wrong, used, replaced or expired. */
  async consume(purpose: OneTimePurpose, hash: string, userId?: string): Promise<string | undefined> {
    const { rows } = await this.runtime.pool.query<{ user_id: string }>(
      `UPDATE one_time_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND ($3::uuid IS NULL OR user_id = $3)
        RETURNING user_id`,
      [hash, purpose, userId ?? null],
    );
    return rows[0]?.user_id;
  }

  /** Ends the user's live tokens of these purposes (the e-mail is verified; the password was reset). */
  async revoke(userId: string, purposes: OneTimePurpose[]): Promise<void> {
    await this.runtime.pool.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = ANY($2) AND used_at IS NULL', [
      userId,
      purposes,
    ]);
  }
}
