import type { Knex } from 'knex';

/**
 * Third-party sign-in attempts (docs/sessions.md): one row per "Sign in with Google" click, keyed by the
 * sha256 of its `state` (also in the browser's httpOnly state cookie), holding the PKCE verifier and the
 * nonce the ID token must carry. Used once (deleted on use) and valid for 10 minutes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE sign_in_attempts (
      state_hash text PRIMARY KEY,
      provider text NOT NULL,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sign_in_attempts_created_at ON sign_in_attempts (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE sign_in_attempts');
}
