import { EVENT_COLUMNS } from './rows.js';

/** The channel appends NOTIFY after commit (notifier.ts), so subscribers poll at once instead of at their interval. */
export const EVENTS_CHANNEL = 'ledgerline_events';

/**
 * Statements are named so pg prepares each once per connection. Bigints travel as text: pg
 * returns int8 and xid8 as strings and takes them back the same way.
 */
export const LOCK_HEAD = {
  name: 'll_es_lock_head',
  // The no-op update takes the row lock and, unlike SELECT … FOR UPDATE after an insert that
  // lost a race, always returns the newest committed head.
  text: `INSERT INTO streams AS s (stream_id) VALUES ($1)
         ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
         RETURNING s.revision::text AS revision, s.last_hash`,
};

export const READ_HEAD = {
  name: 'll_es_read_head',
  text: 'SELECT revision::text AS revision, last_hash FROM streams WHERE stream_id = $1',
};

export const FIND_IDEMPOTENCY_KEY = {
  name: 'll_es_find_key',
  text: 'SELECT fingerprint, result FROM idempotency_keys WHERE stream_id = $1 AND key = $2',
};

export const POSITION_OF_REVISION = {
  name: 'll_es_position_of_revision',
  text: 'SELECT position::text AS position FROM events WHERE stream_id = $1 AND revision = $2',
};

/**
 * One statement writes an append: it moves the stream head only if the head is still the one
 * the events' revisions and hashes were computed from (and the idempotency key is unused),
 * inserts the events and stores the key's result. When the head moved, nothing is written and
 * no row comes back. Variants (existing or new stream, with or without a key, one event or
 * several) so each runs only the work it needs. Parameters: $1 stream, $2/$3 the new head's
 * revision and hash, $4 recorded_at, $5…$11 the events' columns (scalars for one event, arrays
 * in revision order for several); then the expected revision and hash (existing stream); then
 * the key and fingerprint (keyed).
 */
function writeStatement(existing: boolean, keyed: boolean, single: boolean) {
  let next = 11;
  const param = () => `$${++next}`;
  const [expectedRevision, expectedHash] = existing ? [param(), param()] : [];
  const [key, fingerprint] = keyed ? [param(), param()] : [];
  const head = existing
    ? `UPDATE streams SET revision = $2::bigint, last_hash = $3
       WHERE stream_id = $1 AND revision IS NOT DISTINCT FROM ${expectedRevision}::bigint AND last_hash IS NOT DISTINCT FROM ${expectedHash}::text
       ${keyed ? `AND NOT EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.stream_id = $1 AND k.key = ${key}::text)` : ''}
       RETURNING stream_id`
    : `INSERT INTO streams (stream_id, revision, last_hash) VALUES ($1, $2::bigint, $3)
       ON CONFLICT (stream_id) DO NOTHING
       RETURNING stream_id`;
  const storeKey = `,
      keyed AS (
        INSERT INTO idempotency_keys (stream_id, key, fingerprint, result)
        SELECT $1, ${key}, ${fingerprint}, jsonb_build_object(
          'revision', max(revision)::text,
          'position', (array_agg(position ORDER BY revision DESC))[1]::text,
          'positions', jsonb_agg(position::text ORDER BY revision))
        FROM inserted HAVING count(*) > 0)`;
  return {
    name: `ll_es_write_${existing ? 'existing' : 'new'}${keyed ? '_keyed' : ''}${single ? '_one' : ''}`,
    text: `WITH head AS (${head}),
      inserted AS (
        INSERT INTO events (id, stream_id, revision, type, version, data, metadata, recorded_at, hash)
        SELECT e.id, head.stream_id, e.revision, e.type, e.version, e.data, e.metadata, $4::timestamptz, e.hash
        FROM head, ${single ? ONE_EVENT : MANY_EVENTS} AS e(id, revision, type, version, data, metadata, hash, n)
        ORDER BY e.n
        RETURNING position, revision)${keyed ? storeKey : ''}
    SELECT position::text AS position FROM inserted ORDER BY revision`,
  };
}

// The events' columns: scalars for the common single event, arrays otherwise.
const ONE_EVENT = '(SELECT $5::uuid, $6::bigint, $7::text, $8::int, $9::jsonb, $10::jsonb, $11::text, 1)';
const MANY_EVENTS = 'unnest($5::uuid[], $6::bigint[], $7::text[], $8::int[], $9::jsonb[], $10::jsonb[], $11::text[]) WITH ORDINALITY';

const writeStatements = new Map<string, { name: string; text: string }>();

export function writeStatementFor(existing: boolean, keyed: boolean, single: boolean) {
  const key = `${existing}${keyed}${single}`;
  let statement = writeStatements.get(key);
  if (!statement) writeStatements.set(key, (statement = writeStatement(existing, keyed, single)));
  return statement;
}

export const READ_STREAM_FORWARDS = {
  name: 'll_es_read_stream_fwd',
  text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2::bigint ORDER BY revision LIMIT $3::bigint`,
};

export const READ_STREAM_BACKWARDS = {
  name: 'll_es_read_stream_bwd',
  text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND revision <= $2::bigint ORDER BY revision DESC LIMIT $3::bigint`,
};

export const TX_ID_OF_POSITION = {
  name: 'll_es_tx_id_of_position',
  text: 'SELECT tx_id::text AS tx_id FROM events WHERE position = $1::bigint',
};

const columnsOf = (table: string) =>
  EVENT_COLUMNS.split(', ')
    .map((column) => `${table}.${column}`)
    .join(', ');

/**
 * The global order: (tx_id, position), delivered only below the oldest transaction still
 * running (the snapshot's xmin). A transaction below xmin has finished, so no event can ever
 * appear before the cursor later on. Besides the page, each call returns the horizon and whether
 * committed events wait above it (a long transaction holds them back: poll again soon).
 * The join with the one-row horizon keeps the page's order; an outer ORDER BY would cost a
 * sort of the whole page (a fifth of the read throughput), so readGlobalPage checks it instead.
 * $1/$2 cursor (tx_id, position), $3 limit, $4 stream prefix (prefix variant only).
 */
function globalPage(name: string, prefixFilter: string) {
  return {
    name,
    text: `WITH horizon AS MATERIALIZED (
        SELECT x.xmin, EXISTS (SELECT 1 FROM events w WHERE w.tx_id >= x.xmin) AS held_back
        FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) x)
      SELECT horizon.xmin::text AS horizon, horizon.held_back, page.tx_id::text AS tx_id, ${columnsOf('page')}
      FROM horizon LEFT JOIN LATERAL (
        SELECT e.tx_id, ${EVENT_COLUMNS} FROM events e
        WHERE e.tx_id < horizon.xmin AND (e.tx_id, e.position) > ($1::xid8, $2::bigint) ${prefixFilter}
        ORDER BY e.tx_id, e.position
        LIMIT $3::bigint) page ON true`,
  };
}

export const GLOBAL_PAGE = globalPage('ll_es_global_page', '');
export const GLOBAL_PAGE_PREFIX = globalPage('ll_es_global_page_prefix', 'AND starts_with(e.stream_id, $4::text)');

/** The same order without the horizon: for a caller that holds writers back by other means. */
export const COMMITTED_PAGE = {
  name: 'll_es_committed_page',
  text: `SELECT tx_id::text AS tx_id, ${EVENT_COLUMNS} FROM events
    WHERE (tx_id, position) > ($1::xid8, $2::bigint)
    ORDER BY tx_id, position LIMIT $3::bigint`,
};

export const POSITION_EXISTS = {
  name: 'll_es_position_exists',
  text: 'SELECT EXISTS (SELECT 1 FROM events WHERE position = $1::bigint) AS committed',
};

export const COMPARE_POSITIONS = {
  name: 'll_es_compare_positions',
  text: `SELECT (c.tx_id, c.position) >= (p.tx_id, p.position) AS reached
    FROM events c, events p WHERE c.position = $1::bigint AND p.position = $2::bigint`,
};
