import type { Knex } from 'knex';

/**
 * Events are never updated or deleted: a correction is a new event. The database refuses it too,
 * so a bug or a careless script cannot rewrite history. (A superuser can still get round a
 * trigger; the per-stream hash chain is what shows that it happened.)
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION refuse_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'Events are immutable: record a correction as a new event (% on events refused)', TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END
    $$;
    CREATE TRIGGER events_are_immutable BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION refuse_event_change();
    CREATE TRIGGER events_are_not_truncated BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION refuse_event_change();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER events_are_not_truncated ON events;
    DROP TRIGGER events_are_immutable ON events;
    DROP FUNCTION refuse_event_change();
  `);
}
