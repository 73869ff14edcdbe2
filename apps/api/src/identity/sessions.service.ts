import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isPermissionCode, planStatus, type Role, type SubscriptionState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { hashToken } from '@ledgerline/platform';
import type { RequestActor } from '../common/access/actor.js';
import { clearedSessionCookie, sessionCookie } from '../common/access/session-cookie.js';
import { RUNTIME } from '../runtime.token.js';

/** Without "Remember me" a session lasts the browser's life, and at most a day on the server. */
const BROWSER_SESSION_HOURS = 24;

export interface StartedSession {
  token: string;
  /** The Set-Cookie header value. */
  cookie: string;
}

interface ActorRow {
  session_hash: string;
  user_id: string;
  email: string;
  email_verified_at: Date | null;
  business_id: string | null;
  role: Role | null;
  access: number[] | null;
  subscription: SubscriptionState | null;
  deactivated: boolean;
  stale: boolean;
}

/**
 * Server-side sessions (docs/sessions.md): a random 256-bit token in an httpOnly cookie, only its
 * sha256 in the database, so a session can be revoked at once (sign-out, password change) and
 * every request sees the member's current role and plan.
 */
@Injectable()
export class SessionsService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** A new session (a new token: sessions are never carried over from before sign-in). */
  async start(userId: string, businessId: string | null, remember = true): Promise<StartedSession> {
    const token = randomBytes(32).toString('base64url');
    const days = this.runtime.config.sessionDays;
    const hours = remember ? days * 24 : BROWSER_SESSION_HOURS;
    await this.runtime.pool.query(
      `INSERT INTO sessions (session_hash, user_id, business_id, remember, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [hashToken(token), userId, businessId, remember, hours],
    );
    return {
      token,
      cookie: sessionCookie(token, { secure: this.runtime.config.cookieSecure, maxAgeSeconds: remember ? days * 86_400 : undefined }),
    };
  }

  clearCookie(): string {
    return clearedSessionCookie(this.runtime.config.cookieSecure);
  }

  /**
   * The request's actor from its session token: user, current business, their role and codes
   * there now, and the business's plan (a sub-business's parent's). One query per request.
   */
  async resolve(token: string): Promise<RequestActor | undefined> {
    const { rows } = await this.runtime.pool.query<ActorRow>(
      `SELECT s.session_hash, s.user_id, u.email, u.email_verified_at, m.business_id, m.role, r.access, sub.state AS subscription,
              b.deactivated_at IS NOT NULL AS deactivated, s.last_seen_at < now() - interval '1 minute' AS stale
         FROM sessions s
         JOIN users u ON u.user_id = s.user_id
         LEFT JOIN team_members m ON m.business_id = s.business_id AND m.user_id = s.user_id
         LEFT JOIN custom_roles r ON r.business_id = m.business_id AND r.role_id = m.role_id
         LEFT JOIN businesses b ON b.business_id = m.business_id
         LEFT JOIN subscriptions sub ON sub.business_id = coalesce(b.parent_business_id, b.business_id)
        WHERE s.session_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.stale) await this.touch(row.session_hash);
    return {
      userId: row.user_id,
      email: row.email,
      emailVerifiedAt: row.email_verified_at ? row.email_verified_at.toISOString() : null,
      sessionHash: row.session_hash,
      // A member removed from the business keeps their session but no longer acts on it.
      businessId: row.role ? row.business_id : null,
      role: row.role,
      access: row.role === 'member' ? (row.access ?? []).filter(isPermissionCode) : [],
      // The plan in force now (a chosen plan not yet ordered, or one past its grace, gates as Micro).
      planId: row.subscription?.exists ? planStatus(row.subscription, new Date().toISOString()).planId : null,
      businessDeactivated: row.role ? row.deactivated : false,
    };
  }

  /** Sliding expiry for remembered sessions, written at most once a minute per session. */
  private async touch(sessionHash: string): Promise<void> {
    await this.runtime.pool.query(
      `UPDATE sessions SET last_seen_at = now(), expires_at = CASE WHEN remember THEN now() + make_interval(days => $2) ELSE expires_at END
        WHERE session_hash = $1`,
      [sessionHash, this.runtime.config.sessionDays],
    );
  }

  async switchBusiness(sessionHash: string, businessId: string): Promise<void> {
    await this.runtime.pool.query('UPDATE sessions SET business_id = $2 WHERE session_hash = $1', [sessionHash, businessId]);
  }

  async revoke(sessionHash: string): Promise<void> {
    await this.runtime.pool.query('UPDATE sessions SET revoked_at = now() WHERE session_hash = $1 AND revoked_at IS NULL', [sessionHash]);
  }

  async revokeToken(token: string): Promise<void> {
    await this.revoke(hashToken(token));
  }

  /** Every session of a user but one (password change, reset): other devices must sign in again. */
  async revokeAllOf(userId: string, except?: string): Promise<void> {
    await this.runtime.pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND session_hash IS DISTINCT FROM $2', [
      userId,
      except ?? null,
    ]);
  }
}
