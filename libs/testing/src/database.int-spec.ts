import { createTestDatabase, TEST_SERVER_URL, testKnex } from './database.js';

describe('createTestDatabase', () => {
  it('makes a fresh migrated database and drops it', async () => {
    const db = await createTestDatabase();
    const knex = testKnex(db.url);
    const rows = await knex('knex_migrations').select('name');
    expect(rows.map((r) => r.name)).toContain('m001_event_store');
    await knex.destroy();
    await db.drop();
    const server = testKnex(TEST_SERVER_URL, 1);
    expect((await server.raw('SELECT 1 FROM pg_database WHERE datname = ?', [db.name])).rows).toHaveLength(0);
    await server.destroy();
  });

  it('gives each file a database of its own: what one writes, another copy of the template does not see', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const one = testKnex(first.url);
    const two = testKnex(second.url);
    await one('knex_migrations').insert({ name: 'only-in-the-first', batch: 99, migration_time: new Date() });
    expect(await one('knex_migrations').where({ name: 'only-in-the-first' })).toHaveLength(1);
    expect(await two('knex_migrations').where({ name: 'only-in-the-first' })).toHaveLength(0);
    await Promise.all([one.destroy(), two.destroy()]);
    await Promise.all([first.drop(), second.drop()]);
  });

  it('commits without waiting for the disk', async () => {
    const db = await createTestDatabase();
    const knex = testKnex(db.url);
    expect((await knex.raw('SHOW synchronous_commit')).rows[0].synchronous_commit).toBe('off');
    await knex.destroy();
    await db.drop();
  });

  it('makes an empty database when asked not to migrate', async () => {
    const db = await createTestDatabase({ migrate: false });
    const knex = testKnex(db.url);
    expect(await knex.schema.hasTable('knex_migrations')).toBe(false);
    await knex.destroy();
    await db.drop();
  });
});
