import type { Knex } from 'knex';

/**
 * The provider admin area's identity (docs/admin.md): admin staff and partner admins are not
 * business users, so they have their own plain tables (secrets never enter the event log), like
 * the users'. Passwords are argon2id hashes, session tokens and invite hashes sha256.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- A partner: an organisation that brings businesses to the product and sees only those.
    CREATE TABLE partners (
      partner_id uuid PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      phone text,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX partners_email ON partners (lower(email));
    CREATE INDEX partners_created_at ON partners (created_at DESC);

    CREATE TABLE admin_users (
      admin_id uuid PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      password_hash text NOT NULL,
      -- staff: the provider's own people, who see everything; partner: a partner's team, who see their partner only.
      role text NOT NULL CHECK (role IN ('staff', 'partner')),
      partner_id uuid REFERENCES partners,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz,
      CHECK ((role = 'staff') = (partner_id IS NULL))
    );
    CREATE UNIQUE INDEX admin_users_email ON admin_users (lower(email));
    CREATE INDEX admin_users_partner ON admin_users (partner_id) WHERE partner_id IS NOT NULL;

    -- Bearer tokens of the admin area: only their sha256 is kept; 12 hours, no sliding.
    CREATE TABLE admin_sessions (
      token_hash text PRIMARY KEY,
      admin_id uuid NOT NULL REFERENCES admin_users ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX admin_sessions_admin ON admin_sessions (admin_id);

    -- A partner's team invitation: the hash (sha256 of the link's secret) is the credential to join.
    CREATE TABLE partner_invites (
      hash text PRIMARY KEY,
      partner_id uuid NOT NULL REFERENCES partners,
      email text NOT NULL,
      invited_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz
    );
    -- One open invite per (partner, e-mail): posting the invite again finds it.
    CREATE UNIQUE INDEX partner_invites_open ON partner_invites (partner_id, lower(email)) WHERE accepted_at IS NULL;

    -- Which businesses a partner brought.
    CREATE TABLE business_partners (
      business_id uuid PRIMARY KEY,
      partner_id uuid NOT NULL REFERENCES partners,
      since timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX business_partners_partner ON business_partners (partner_id, business_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE business_partners, partner_invites, admin_sessions, admin_users, partners;');
}
