import { createTestDatabase, testKnex } from './database.js';

describe('createTestDatabase', () => {
  it('makes a fresh migrated database and drops it', async () => {
    const db = await createTestDatabase();
    const knex = testKnex(db.url);
    const rows = await knex('knex_migrations').select('name');
    expect(rows.map((r) => r.name)).toContain('m001_event_store');
    await knex.destroy();
    await db.drop();
  });
});
