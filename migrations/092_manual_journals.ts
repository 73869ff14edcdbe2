import type { Knex } from 'knex';

/**
 * Manual journals and opening balances (the `manual-journals` projector, docs/manual-journals.md):
 * one row per journal as it now stands, with the lines it posted, for the journal list and its
 * detail, the reversal's checks and the current set of opening balances. The ledger's own tables
 * hold the postings; this is their list.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE manual_journals (
      business_id uuid NOT NULL,
      journal_id text COLLATE "C" NOT NULL,
      reference text COLLATE "C" NOT NULL,
      kind text COLLATE "C" NOT NULL CHECK (kind IN ('journal', 'opening-balances')),
      effective_date date NOT NULL,
      memo text,
      currency text COLLATE "C" NOT NULL,
      total numeric NOT NULL,
      lines jsonb NOT NULL,
      status text COLLATE "C" NOT NULL CHECK (status IN ('posted', 'reversed')),
      reversal_date date,
      reversed_position bigint,
      position bigint NOT NULL,
      recorded_at timestamptz NOT NULL,
      recorded_by uuid,
      PRIMARY KEY (business_id, journal_id)
    );
    CREATE INDEX manual_journals_by_date ON manual_journals (business_id, kind, effective_date DESC, position DESC);
    CREATE INDEX manual_journals_by_reference ON manual_journals (business_id, reference);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE manual_journals');
}
