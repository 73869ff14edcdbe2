import type { Knex } from 'knex';

/**
 * The provider admin's part of businesses (docs/admin.md):
 * - `businesses.deactivated_at` (the `businesses` projector, from BusinessDeactivated and
 *   BusinessReactivated): set while the business is closed to its members;
 * - `admin_business_invites`: invitations to sign up with a business under a partner, from the
 *   admin's CSV upload. One per e-mail address (lower-cased), so an upload sent twice invites and
 *   mails nobody twice; only the link secret's sha256 is kept. A plain table, like team invite
 *   tokens: the business and its owner are events once the invite is used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE businesses ADD COLUMN deactivated_at timestamptz;

    CREATE TABLE admin_business_invites (
      email text PRIMARY KEY,
      hash_sha256 text NOT NULL UNIQUE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      business_name text NOT NULL,
      plan_id smallint NOT NULL,
      partner_id uuid,
      invited_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz,
      user_id uuid,
      business_id uuid
    );
    CREATE INDEX admin_business_invites_pending ON admin_business_invites (created_at DESC) WHERE used_at IS NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE admin_business_invites; ALTER TABLE businesses DROP COLUMN deactivated_at;');
}
