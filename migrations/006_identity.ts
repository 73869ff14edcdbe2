import type { Knex } from 'knex';

/**
 * Users, sessions and one-time tokens: plain tables, not events (ARCHITECTURE §5): passwords and
 * secrets do not belong in an immutable log. Secrets are stored only as hashes (argon2id for
 * passwords, sha256 for session ids and one-time tokens).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE users (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      password_hash text,
      google_subject text UNIQUE,
      email_verified_at timestamptz,
      referral_code text,
      promo_code text,
      signup_plan text,
      signup_period text,
      -- The business the user last worked in: where a new session starts.
      last_business_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      password_changed_at timestamptz
    );
    -- E-mails are stored lower-cased; the index makes "one account per address" hold whatever the input.
    CREATE UNIQUE INDEX users_email ON users (lower(email));

    CREATE TABLE sessions (
      session_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
      business_id uuid,
      -- "Remember me": the expiry slides with use; otherwise it is fixed at a day.
      remember boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user ON sessions (user_id);

    -- E-mail OTPs and links, password resets: single use, expiring.
    CREATE TABLE one_time_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('email-otp', 'email-link', 'password-reset')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

    -- Failed sign-ins, counted per account and per client address for throttling.
    CREATE TABLE sign_in_failures (
      subject text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sign_in_failures_subject ON sign_in_failures (subject, failed_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE sign_in_failures, one_time_tokens, sessions, users;');
}
