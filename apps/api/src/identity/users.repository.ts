import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';

export interface UserRecord {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  googleSubject: string | null;
  emailVerifiedAt: Date | null;
  lastBusinessId: string | null;
  signupPlan: string | null;
  signupPeriod: string | null;
  /** Guided tours the user has stopped (auth/tours); the others are active. */
  toursStopped: string[];
  createdAt: Date;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  googleSubject?: string | null;
  emailVerified?: boolean;
  referralCode?: string | null;
  promoCode?: string | null;
  signupPlan?: string | null;
  signupPeriod?: string | null;
  /** Tours stopped from the start (owners made by the operator CLI); none for sign-ups. */
  toursStopped?: readonly string[];
}

interface UserRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  google_subject: string | null;
  email_verified_at: Date | null;
  last_business_id: string | null;
  signup_plan: string | null;
  signup_period: string | null;
  tours_stopped: string[] | null;
  created_at: Date;
}

const toUser = (row: UserRow): UserRecord => ({
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  passwordHash: row.password_hash,
  googleSubject: row.google_subject,
  emailVerifiedAt: row.email_verified_at,
  lastBusinessId: row.last_business_id,
  signupPlan: row.signup_plan,
  signupPeriod: row.signup_period,
  toursStopped: row.tours_stopped ?? [],
  createdAt: row.created_at,
});

export const EMAIL_ALREADY_REGISTERED_MESSAGE = 'An account with this e-mail already exists';

/** Users are a plain table (ARCHITECTURE §5): credentials never enter the event log. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  private get db(): pg.Pool {
    return this.runtime.pool;
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      const { rows } = await this.db.query<UserRow>(
        `INSERT INTO users (user_id, email, first_name, last_name, password_hash, google_subject, email_verified_at, referral_code, promo_code, signup_plan, signup_period, tours_stopped)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END, $8, $9, $10, $11, $12) RETURNING *`,
        [
          randomUUID(),
          user.email.trim().toLowerCase(),
          user.firstName,
          user.lastName,
          user.passwordHash,
          user.googleSubject ?? null,
          user.emailVerified === true,
          user.referralCode ?? null,
          user.promoCode ?? null,
          user.signupPlan ?? null,
          user.signupPeriod ?? null,
          [...(user.toursStopped ?? [])],
        ],
      );
      return toUser(rows[0]);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError(409, 'EMAIL_ALREADY_REGISTERED', EMAIL_ALREADY_REGISTERED_MESSAGE);
      throw error;
    }
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email.trim()]);
    return rows[0] && toUser(rows[0]);
  }

  async findById(userId: string): Promise<UserRecord | undefined> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]);
    return rows[0] && toUser(rows[0]);
  }

  async findByGoogleSubject(subject: string): Promise<UserRecord | undefined> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE google_subject = $1', [subject]);
    return rows[0] && toUser(rows[0]);
  }

  async linkGoogle(userId: string, subject: string): Promise<void> {
    await this.db.query('UPDATE users SET google_subject = $2 WHERE user_id = $1', [userId, subject]);
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.db.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE user_id = $1', [userId]);
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE user_id = $1', [userId, passwordHash]);
  }

  async setLastBusiness(userId: string, businessId: string): Promise<void> {
    await this.db.query('UPDATE users SET last_business_id = $2 WHERE user_id = $1', [userId, businessId]);
  }

  /** Stops a guided tour for the user; stopping it again changes nothing. */
  async stopTour(userId: string, tour: string): Promise<void> {
    await this.db.query('UPDATE users SET tours_stopped = array_append(tours_stopped, $2) WHERE user_id = $1 AND NOT ($2 = ANY (tours_stopped))', [
      userId,
      tour,
    ]);
  }
}
