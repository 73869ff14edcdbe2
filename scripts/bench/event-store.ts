/**
 * PostgreSQL event store benchmark: the adapter beside raw SQL doing the same work.
 *
 *   npm run bench:event-store -- --connections 8 --seconds 5 --events 100000 [--only appends|reads]
 *
 * (a) Appends: single-event appends, each its own transaction, N connections, each writer on
 *     its own stream, against single-row INSERTs of the same rows into a plain copy of the
 *     events table (explicit BEGIN/INSERT/COMMIT, and autocommit) on as many connections.
 * (b) Reads: a catch-up subscription from the start of a table of E events, against paging
 *     through the whole table with plain SELECTs of the same page size.
 * Goal for both ratios: at least 0.5. The database is created for the run and dropped after.
 */
import { createHash, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { canonicalJson, PostgresEventStore, type NewEvent } from '@ledgerline/event-store';
import { createTestDatabase } from '@ledgerline/testing';

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    events: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const CONNECTIONS = Number(flags.connections);
const SECONDS = Number(flags.seconds);
const READ_EVENTS = Number(flags.events);
const BATCH = Number(flags.batch);
const ROUNDS = Number(flags.rounds);

/** A typical sale: what one append writes in both (a) variants. */
function saleEvent(writer: number, i: number): NewEvent {
  return {
    type: 'SaleRecorded',
    version: 1,
    data: {
      saleId: randomUUID(),
      reference: `INV-${writer}-${i}`,
      date: '2024-05-01',
      total: '1234.50',
      lines: [{ account: '4000', amount: '1234.50', taxCode: 'S' }],
    },
    metadata: { businessId: `b${writer}`, userId: 'bench', correlationId: randomUUID(), occurredAt: '2024-05-01T10:00:00.000Z' },
  };
}

/** Runs `work` on every connection until the time is up; returns operations per second. */
async function throughput(seconds: number, work: (writer: number, i: number) => Promise<void>): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const counts = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, writer) => {
      let i = 0;
      while (Date.now() < deadline) await work(writer, i++);
      return i;
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return counts.reduce((a, b) => a + b, 0) / elapsed;
}

async function benchAppends(pool: pg.Pool) {
  await pool.query(`CREATE SEQUENCE raw_events_position_seq;
    CREATE TABLE raw_events (LIKE events INCLUDING ALL);
    ALTER TABLE raw_events ALTER position SET DEFAULT nextval('raw_events_position_seq')`);
  const store = new PostgresEventStore(pool);
  // Production PostgreSQL mode projects inline: the same appends through the transactional path.
  const inlineStore = new PostgresEventStore(pool, { inline: async () => undefined });
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  const insert =
    'INSERT INTO raw_events (id, stream_id, revision, type, version, data, metadata, recorded_at, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)';
  const rawRevision = new Map<string, number>();
  const rawRow = (stream: string, writer: number, i: number) => {
    const event = saleEvent(writer, i);
    const revision = rawRevision.get(stream) ?? 0;
    rawRevision.set(stream, revision + 1);
    const data = canonicalJson(event.data);
    return [
      randomUUID(),
      stream,
      revision,
      event.type,
      event.version,
      data,
      canonicalJson(event.metadata),
      new Date().toISOString(),
      createHash('sha256').update(data).digest('hex'),
    ];
  };
  let round = 0;
  const runs = { adapter: [] as number[], adapterInline: [] as number[], rawTransaction: [] as number[], rawAutocommit: [] as number[] };
  const variants = {
    adapter: (seconds: number) => throughput(seconds, async (w, i) => void (await store.append(`bench-${round}-w${w}`, [saleEvent(w, i)]))),
    adapterInline: (seconds: number) => throughput(seconds, async (w, i) => void (await inlineStore.append(`inline-${round}-w${w}`, [saleEvent(w, i)]))),
    rawTransaction: (seconds: number) =>
      throughput(seconds, async (w, i) => {
        const client = clients[w];
        await client.query('BEGIN');
        await client.query({ name: 'raw_insert', text: insert, values: rawRow(`raw-tx-${round}-w${w}`, w, i) });
        await client.query('COMMIT');
      }),
    rawAutocommit: (seconds: number) =>
      throughput(seconds, async (w, i) => void (await clients[w].query({ name: 'raw_insert', text: insert, values: rawRow(`raw-ac-${round}-w${w}`, w, i) }))),
  };
  try {
    // Warm up connections, prepared statements and caches, then alternate the variants.
    for (const run of Object.values(variants)) await run(1);
    for (round = 1; round <= ROUNDS; round++) {
      for (const [name, run] of Object.entries(variants)) runs[name as keyof typeof runs].push(await run(SECONDS));
    }
  } finally {
    for (const client of clients) client.release();
    await store.close();
    await inlineStore.close();
  }
  return {
    adapter: median(runs.adapter),
    adapterInline: median(runs.adapterInline),
    rawTransaction: median(runs.rawTransaction),
    rawAutocommit: median(runs.rawAutocommit),
  };
}

/** Fills the events table with `count` well-formed events over 1000 streams, in transactions of 1000. */
async function fillEvents(pool: pg.Pool, count: number) {
  // The benchmark's own throwaway database: empty it for the read phase (events refuse TRUNCATE otherwise).
  await pool.query('ALTER TABLE events DISABLE TRIGGER events_are_not_truncated');
  await pool.query('TRUNCATE events, streams, idempotency_keys');
  await pool.query('ALTER TABLE events ENABLE TRIGGER events_are_not_truncated');
  const sample = saleEvent(0, 0);
  for (let start = 0; start < count; start += 1000) {
    await pool.query(
      `INSERT INTO events (id, stream_id, revision, type, version, data, metadata, recorded_at, hash)
       SELECT gen_random_uuid(), 'read-' || (g % 1000), g / 1000, 'SaleRecorded', 1, $3::jsonb, $4::jsonb, now(), encode(sha256(g::text::bytea), 'hex')
       FROM generate_series($1::int, $2::int) g`,
      [start, Math.min(start + 1000, count) - 1, canonicalJson(sample.data), canonicalJson(sample.metadata)],
    );
  }
  await pool.query('VACUUM ANALYZE events');
}

async function timed(work: () => Promise<number>): Promise<number> {
  const started = process.hrtime.bigint();
  const rows = await work();
  if (rows !== READ_EVENTS) throw new Error(`read ${rows} events, expected ${READ_EVENTS}`);
  return rows / (Number(process.hrtime.bigint() - started) / 1e9);
}

async function benchReads(pool: pg.Pool) {
  await fillEvents(pool, READ_EVENTS);
  const store = new PostgresEventStore(pool, { batchSize: BATCH });
  const subscription = () =>
    timed(
      () =>
        new Promise<number>((resolve, reject) => {
          let seen = 0;
          const sub = store.subscribe({}, async () => {
            if (++seen === READ_EVENTS) void sub.stop().then(() => resolve(seen));
          });
          void sub.done.then((error) => error && reject(error));
        }),
    );
  const rawPages = () =>
    timed(async () => {
      let seen = 0;
      let after = '0';
      for (;;) {
        const { rows } = await pool.query({
          name: 'raw_page',
          text: 'SELECT * FROM events WHERE position > $1 ORDER BY position LIMIT $2',
          values: [after, BATCH],
        });
        seen += rows.length;
        if (rows.length < BATCH) return seen;
        after = rows[rows.length - 1].position;
      }
    });
  const runs = { subscription: [] as number[], raw: [] as number[] };
  try {
    await subscription();
    await rawPages();
    for (let round = 1; round <= ROUNDS; round++) {
      runs.subscription.push(await subscription());
      runs.raw.push(await rawPages());
    }
  } finally {
    await store.close();
  }
  return { subscription: median(runs.subscription), raw: median(runs.raw) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(10);
const verdict = (ratio: number) => `${ratio.toFixed(2).padStart(6)}   ${ratio >= 0.5 ? 'meets' : 'MISSES'} goal ≥ 0.50`;

async function main() {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: CONNECTIONS * 2 + 2 });
  try {
    const { rows } = await pool.query(
      "SELECT current_setting('server_version') AS version, current_setting('synchronous_commit') AS sync, current_setting('fsync') AS fsync",
    );
    console.log(
      `PostgreSQL ${rows[0].version} (fsync ${rows[0].fsync}, synchronous_commit ${rows[0].sync}); ${CONNECTIONS} connections; median of ${ROUNDS} rounds`,
    );
    const none = { adapter: NaN, adapterInline: NaN, rawTransaction: NaN, rawAutocommit: NaN, subscription: NaN, raw: NaN };
    const appends = flags.only === 'reads' ? none : await benchAppends(pool);
    const reads = flags.only === 'appends' ? none : await benchReads(pool);
    console.log(`
(a) appends, 1 event per transaction, ${SECONDS} s per round           per second
    adapter: store.append                                        ${fmt(appends.adapter)}
    adapter: store.append with an (empty) inline hook            ${fmt(appends.adapterInline)}
    raw: BEGIN; INSERT; COMMIT                                   ${fmt(appends.rawTransaction)}
    raw: autocommit INSERT                                       ${fmt(appends.rawAutocommit)}
    ratio adapter / raw BEGIN-INSERT-COMMIT                      ${verdict(appends.adapter / appends.rawTransaction)}
    ratio adapter / raw autocommit INSERT                        ${verdict(appends.adapter / appends.rawAutocommit)}
    ratio adapter with inline hook / raw BEGIN-INSERT-COMMIT     ${verdict(appends.adapterInline / appends.rawTransaction)}

(b) reads, ${READ_EVENTS.toLocaleString('en-US')} events from the start, pages of ${BATCH}                 events per second
    adapter: catch-up subscription                               ${fmt(reads.subscription)}
    raw: SELECT * … WHERE position > $1 ORDER BY position LIMIT  ${fmt(reads.raw)}
    ratio subscription / raw                                     ${verdict(reads.subscription / reads.raw)}
`);
  } finally {
    await pool.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
