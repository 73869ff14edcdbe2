import type pg from 'pg';
import { canonicalEvent, chainHash, GENESIS_HASH } from './hash-chain.js';
import { EVENT_COLUMNS, toRecordedEvent } from './rows.js';

/**
 * - `hash_mismatch`: the stored hash is not sha256(previous event's hash ‖ this event): this event
 *   was altered, or the previous one was rewritten with a fresh hash (the link to it is broken).
 * - `revision_gap`: revisions skip here: the events in between were removed.
 * - `head_mismatch`: the stream head records another last revision or hash: the last events were
 *   removed or rewritten (revision and position then name the last event present, if any).
 */
export type ChainBreak = 'hash_mismatch' | 'revision_gap' | 'head_mismatch';

export type StreamVerification =
  | { ok: true; stream: string; events: number }
  | { ok: false; stream: string; events: number; position: bigint | null; revision: bigint | null; reason: ChainBreak; message: string };

export interface ChainsVerification {
  ok: boolean;
  streams: number;
  events: number;
  /** Every stream whose chain is broken, at its first broken event. */
  broken: Extract<StreamVerification, { ok: false }>[];
}

const PAGE = 1_000;

/** Recomputes a stream's hash chain from its first event and checks it against the stream head. */
export async function verifyStreamChain(pool: pg.Pool | pg.ClientBase, stream: string): Promise<StreamVerification> {
  let previousHash = GENESIS_HASH;
  let expectedRevision = 0n;
  let checked = 0;
  let last: { position: bigint; revision: bigint } | null = null;
  const broken = (reason: ChainBreak, at: { position: bigint | null; revision: bigint | null }, message: string): StreamVerification => ({
    ok: false,
    stream,
    events: checked,
    reason,
    ...at,
    message,
  });

  for (;;) {
    const { rows } = await pool.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT ${PAGE}`, [
      stream,
      expectedRevision.toString(),
    ]);
    for (const row of rows) {
      const event = toRecordedEvent(row);
      if (event.revision !== expectedRevision) {
        return broken('revision_gap', event, `Revision ${event.revision} follows ${expectedRevision - 1n}: events were removed`);
      }
      if (event.hash !== chainHash(previousHash, canonicalEvent(event))) {
        return broken('hash_mismatch', event, `The hash of revision ${event.revision} does not match its content and the previous hash`);
      }
      previousHash = event.hash;
      expectedRevision += 1n;
      checked += 1;
      last = event;
    }
    if (rows.length < PAGE) break;
  }

  const { rows: heads } = await pool.query('SELECT revision::text AS revision, last_hash FROM streams WHERE stream_id = $1', [stream]);
  const head = heads[0] as { revision: string | null; last_hash: string | null } | undefined;
  const lastRevision = last ? last.revision : null;
  const headRevision = head?.revision == null ? null : BigInt(head.revision);
  if (headRevision !== lastRevision || (head?.last_hash ?? GENESIS_HASH) !== previousHash) {
    return broken(
      'head_mismatch',
      { position: last?.position ?? null, revision: lastRevision },
      `The stream head records revision ${headRevision ?? 'none'}, the events end at ${lastRevision ?? 'none'} (or their last hash differs)`,
    );
  }
  return { ok: true, stream, events: checked };
}

/** Verifies every stream (or those whose name starts with `streamPrefix`), one at a time. */
export async function verifyChains(pool: pg.Pool, streamPrefix?: string): Promise<ChainsVerification> {
  // Streams known to the heads or to the events: a removed head row is tampering too.
  const { rows } = await pool.query(
    `SELECT stream_id FROM streams WHERE $1::text IS NULL OR starts_with(stream_id, $1)
     UNION SELECT DISTINCT stream_id FROM events WHERE $1::text IS NULL OR starts_with(stream_id, $1)
     ORDER BY stream_id`,
    [streamPrefix ?? null],
  );
  const result: ChainsVerification = { ok: true, streams: 0, events: 0, broken: [] };
  for (const { stream_id: stream } of rows as { stream_id: string }[]) {
    const verification = await verifyStreamChain(pool, stream);
    result.streams += 1;
    result.events += verification.events;
    if (!verification.ok) {
      result.ok = false;
      result.broken.push(verification);
    }
  }
  return result;
}
