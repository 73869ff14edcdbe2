import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { hashToken, type Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import { ADMIN_SESSION_HOURS, type AdminRole, type CurrentAdminInfo } from './admin-identity.js';

export interface StartedAdminSession {
  token: string;
  expiresAt: string;
}

/**
 * Admin sessions: a random 256-bit bearer token, only its sha256 stored (admin_sessions), 12
 * hours from login. Separate from the users' cookie sessions: neither opens the other's routes.
 */
@Injectable()
export class AdminSessionsService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async start(adminId: string, db: Pick<Runtime['pool'], 'query'> = this.runtime.pool): Promise<StartedAdminSession> {
    const token = randomBytes(32).toString('base64url');
    const { rows } = await db.query<{ expires_at: Date }>(
      `INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at`,
      [hashToken(token), adminId, ADMIN_SESSION_HOURS],
    );
    return { token, expiresAt: rows[0].expires_at.toISOString() };
  }

  /** The admin of a live session (not expired, not logged out), as they are now. */
  async resolve(token: string): Promise<CurrentAdminInfo | undefined> {
    const { rows } = await this.runtime.pool.query<{ admin_id: string; email: string; name: string; role: AdminRole; partner_id: string | null }>(
      `SELECT a.admin_id, a.email, a.name, a.role, a.partner_id
         FROM admin_sessions s JOIN admin_users a ON a.admin_id = s.admin_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hashToken(token)],
    );
    const row = rows[0];
    return row && { adminId: row.admin_id, email: row.email, name: row.name, role: row.role, partnerId: row.partner_id };
  }

  async revoke(token: string): Promise<void> {
    await this.runtime.pool.query('UPDATE admin_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token)]);
  }
}
