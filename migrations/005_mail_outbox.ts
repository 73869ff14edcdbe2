import type { Knex } from 'knex';

/** E-mail kept instead of sent when no SMTP server is configured (development). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY,
      from_address text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX mail_outbox_to ON mail_outbox (to_address, created_at DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE mail_outbox;');
}
