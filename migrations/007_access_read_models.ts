import type { Knex } from 'knex';

/**
 * Read models of team membership, custom roles and subscriptions (the `access` projector), read
 * by the route guard on every request: a role or plan change applies to the very next request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE team_members (
      business_id uuid NOT NULL,
      user_id uuid NOT NULL,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      role_id text,
      joined_at timestamptz NOT NULL,
      PRIMARY KEY (business_id, user_id)
    );
    CREATE INDEX team_members_user ON team_members (user_id);
    CREATE TABLE team_invites (
      business_id uuid NOT NULL,
      invite_id text NOT NULL,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'member')),
      role_id text,
      invited_at timestamptz NOT NULL,
      last_sent_at timestamptz NOT NULL,
      PRIMARY KEY (business_id, invite_id)
    );
    CREATE TABLE custom_roles (
      business_id uuid NOT NULL,
      role_id text NOT NULL,
      role_name text NOT NULL,
      access integer[] NOT NULL,
      PRIMARY KEY (business_id, role_id)
    );
    -- The subscription as the pure evolveSubscription folds it, plus its plan id for queries.
    CREATE TABLE subscriptions (
      business_id uuid PRIMARY KEY,
      plan_id integer NOT NULL,
      state jsonb NOT NULL
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE subscriptions, custom_roles, team_invites, team_members;');
}
