import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';
import type { AdminRole, CurrentAdminInfo } from './admin-identity.js';

export interface AdminUserRecord extends CurrentAdminInfo {
  passwordHash: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface NewAdminUser {
  email: string;
  name: string;
  passwordHash: string;
  role: AdminRole;
  partnerId: string | null;
}

interface AdminUserRow {
  admin_id: string;
  email: string;
  name: string;
  password_hash: string;
  role: AdminRole;
  partner_id: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

const toAdmin = (row: AdminUserRow): AdminUserRecord => ({
  adminId: row.admin_id,
  email: row.email,
  name: row.name,
  role: row.role,
  partnerId: row.partner_id,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

export const ADMIN_EMAIL_TAKEN_MESSAGE = 'An admin with this e-mail already exists';

/** Anything that runs SQL: the pool, or a transaction's client (joining a partner's team). */
type Db = Pick<Runtime['pool'], 'query'>;

/** Admin staff and partner admins: a plain table (migration 085), like the users'. */
@Injectable()
export class AdminUsersRepository {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async create(admin: NewAdminUser, db: Db = this.runtime.pool): Promise<AdminUserRecord> {
    try {
      const { rows } = await db.query<AdminUserRow>(
        `INSERT INTO admin_users (admin_id, email, name, password_hash, role, partner_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [randomUUID(), admin.email.trim().toLowerCase(), admin.name.trim(), admin.passwordHash, admin.role, admin.partnerId],
      );
      return toAdmin(rows[0]);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError(409, 'ADMIN_EMAIL_TAKEN', ADMIN_EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  async findByEmail(email: string): Promise<AdminUserRecord | undefined> {
    const { rows } = await this.runtime.pool.query<AdminUserRow>('SELECT * FROM admin_users WHERE lower(email) = lower($1)', [email.trim()]);
    return rows[0] && toAdmin(rows[0]);
  }

  async markLoggedIn(adminId: string): Promise<void> {
    await this.runtime.pool.query('UPDATE admin_users SET last_login_at = now() WHERE admin_id = $1', [adminId]);
  }
}
