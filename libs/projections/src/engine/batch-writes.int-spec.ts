import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { PostgresEventStore, storedEventOf } from '@ledgerline/event-store';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { execute, sql, type Queryable } from '../db.js';
import { insertRows, insertRowsWithEventData, upsertAdding } from './batch-writes.js';
import type { ProjectionContext } from './projector.js';

let database: TestDatabase;
let pool: pg.Pool;

const contextOn = (db: Queryable): ProjectionContext => ({
  db,
  schema: 'public',
  table: (name) => sql.withSchema('public').table(name),
  execute: (query) => execute(db, query),
});

/** Values COPY's text format must escape, beside ordinary ones. */
const awkward = ['plain', 'tab\there', 'new\nline', 'carriage\rreturn', 'back\\slash', '\\N', '', 'naïve ₦ “quotes”', 'a "quoted" {brace}, NULL'];

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    label: awkward[i % awkward.length],
    amount: ['1.50', '-0.01', '1000000.0000', '3'][i % 4],
    day: `2026-0${(i % 9) + 1}-1${i % 10}`,
    at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    flag: i % 3 === 0,
    maybe: i % 5 === 0 ? null : `m${i}`,
    document: i % 7 === 0 ? null : { text: awkward[i % awkward.length], amount: '2.50', items: [{ n: i }] },
  }));

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  for (const table of ['by_copy', 'by_insert']) {
    await pool.query(
      `CREATE TABLE ${table} (id int PRIMARY KEY, label text, amount numeric, day date, at timestamptz, flag boolean, maybe text, document jsonb)`,
    );
  }
  await pool.query('CREATE TABLE sums (k text, d date, a numeric, b numeric, PRIMARY KEY (k, d))');
  for (const table of ['from_events', 'from_json']) {
    await pool.query(`CREATE TABLE ${table} (id int PRIMARY KEY, label text, at timestamptz, amount numeric, document jsonb)`);
  }
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('insertRows', () => {
  it('writes a large batch (by COPY) exactly as row-by-row inserts (by JSON), escapes and nulls included', async () => {
    const rows = rowsOf(450);
    const client = await pool.connect();
    try {
      await insertRows(contextOn(client), 'by_copy', rows);
      for (const row of rows) await insertRows(contextOn(client), 'by_insert', [row]);
    } finally {
      client.release();
    }
    const asText = async (table: string) => (await pool.query(`SELECT t::text AS row FROM ${table} AS t ORDER BY id`)).rows.map((r) => r.row as string);
    const copied = await asText('by_copy');
    expect(copied).toHaveLength(450);
    expect(copied).toEqual(await asText('by_insert'));
    const { rows: tab } = await pool.query("SELECT label, document->>'text' AS inner FROM by_copy WHERE id = 2");
    expect(tab[0]).toEqual({ label: 'tab\there', inner: 'tab\there' });
    const { rows: nulls } = await pool.query('SELECT count(*)::int AS n FROM by_copy WHERE maybe IS NULL OR document IS NULL');
    expect(nulls[0].n).toBe(rows.filter((row) => row.maybe === null || row.document === null).length);
  });

  it('writes nothing of a batch that fails', async () => {
    const client = await pool.connect();
    try {
      const duplicate = rowsOf(300).map((row) => ({ ...row, id: row.id + 10_000 }));
      duplicate[299].id = duplicate[0].id;
      await client.query('BEGIN');
      await expect(insertRows(contextOn(client), 'by_copy', duplicate)).rejects.toThrow(/duplicate key/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM by_copy WHERE id > 10000');
    expect(rows[0].n).toBe(0);
  });
});

describe('upsertAdding', () => {
  it('adds rows with the same key, keeping the largest scale, as PostgreSQL adds them one by one', async () => {
    const rows = [
      { k: 'x', d: '2026-01-01', a: '1.5', b: '0' },
      { k: 'x', d: '2026-01-01', a: '2.25', b: '-1.00' },
      { k: 'y', d: '2026-01-01', a: '10', b: '0.001' },
    ];
    await upsertAdding(contextOn(pool), 'sums', ['k', 'd'], ['a', 'b'], rows);
    await upsertAdding(contextOn(pool), 'sums', ['k', 'd'], ['a', 'b'], [{ k: 'x', d: '2026-01-01', a: '0.000', b: '1' }]);
    const { rows: sums } = await pool.query("SELECT k, to_char(d, 'YYYY-MM-DD') AS d, a::text, b::text FROM sums ORDER BY k");
    expect(sums).toEqual([
      { k: 'x', d: '2026-01-01', a: '3.750', b: '0.00' },
      { k: 'y', d: '2026-01-01', a: '10', b: '0.001' },
    ]);
  });
});

describe('insertRowsWithEventData', () => {
  const eventsData = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      type: 'Noted',
      version: 1,
      data: { text: awkward[i % awkward.length], amount: '2.50', nested: { items: [{ n: i, quote: 'say "hi"' }] }, none: null },
    }));
  const rowsFor = (documents: readonly object[]) =>
    documents.map((document, i) => ({ id: i + 1, label: awkward[i % awkward.length], at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)), amount: '1.50', document }));

  it("copies the stored data of the PostgreSQL store's events, and writes the same rows as sending the data", async () => {
    const store = new PostgresEventStore(pool, { listen: false });
    await store.append('notes-1', eventsData(250));
    const read = await store.readAll({ maxCount: 1000 });
    const documents = read.filter((event) => event.stream === 'notes-1').map((event) => event.data as object);
    expect(documents.every((data) => storedEventOf(data) !== undefined)).toBe(true);
    // A copy (what an upcast makes) is not the stored data: it is sent as JSON.
    const copies = documents.map((data) => structuredClone(data));
    expect(storedEventOf(copies[0])).toBeUndefined();

    const mixed = rowsFor(documents.map((data, i) => (i % 3 === 0 ? copies[i] : data)));
    await insertRowsWithEventData(contextOn(pool), 'from_events', mixed, 'document');
    await insertRows(contextOn(pool), 'from_json', rowsFor(copies));
    const asText = async (table: string) => (await pool.query(`SELECT t::text AS row FROM ${table} AS t ORDER BY id`)).rows.map((r) => r.row as string);
    const copied = await asText('from_events');
    expect(copied).toHaveLength(250);
    expect(copied).toEqual(await asText('from_json'));
  });

  it('refuses, writing nothing, when the events are not in this database', async () => {
    const elsewhere = await createTestDatabase();
    const otherPool = new pg.Pool({ connectionString: elsewhere.url, max: 1 });
    try {
      const store = new PostgresEventStore(otherPool, { listen: false });
      await store.append('notes-2', eventsData(3));
      const documents = (await store.readAll({ maxCount: 10 })).map((event) => event.data as object);
      const rows = rowsFor(documents).map((row) => ({ ...row, id: row.id + 1000 }));
      await expect(insertRowsWithEventData(contextOn(pool), 'from_events', rows, 'document')).rejects.toThrow(/no stored event/);
      const { rows: written } = await pool.query('SELECT count(*)::int AS n FROM from_events WHERE id > 1000');
      expect(written[0].n).toBe(0);
    } finally {
      await otherPool.end();
      await elsewhere.drop();
    }
  });
});
