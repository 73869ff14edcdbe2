import type { Knex } from 'knex';

/**
 * Team invite links: one-time secrets, so a plain table and never the event log (the invite itself
 * is a `MemberInvited` event). Only the token's sha256 is kept; a link is single use and expires.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE team_invite_tokens (
      token_hash text PRIMARY KEY,
      business_id uuid NOT NULL,
      invite_id text NOT NULL,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX team_invite_tokens_invite ON team_invite_tokens (business_id, invite_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE team_invite_tokens;');
}
