import type pg from 'pg';
import type { RecordedEvent } from '../port.js';
import { KEEP_JSON_TEXT } from './json-text.js';
import { toRecordedEvent, type EventRow } from './rows.js';
import { COMMITTED_PAGE, GLOBAL_PAGE, GLOBAL_PAGE_PREFIX, TX_ID_OF_POSITION } from './sql.js';

/**
 * A place in the global order. Events are ordered by (tx_id, position): the transaction that
 * wrote them, then their sequence number. A checkpoint is a bare position; its tx_id is looked up.
 */
export interface Cursor {
  txId: bigint;
  position: bigint;
}

export const START: Cursor = { txId: 0n, position: 0n };

export interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

/** The cursor just after the event at `position` (exclusive), or the start. */
export async function cursorAfter(db: Queryable, position: bigint | undefined): Promise<Cursor> {
  if (position === undefined || position <= 0n) return START;
  const { rows } = await db.query(TX_ID_OF_POSITION.text, [position.toString()]);
  if (rows.length === 0) throw new Error(`No event at position ${position}`);
  return { txId: BigInt(rows[0].tx_id), position };
}

export function compareCursors(a: Cursor, b: Cursor): number {
  if (a.txId !== b.txId) return a.txId < b.txId ? -1 : 1;
  return a.position === b.position ? 0 : a.position < b.position ? -1 : 1;
}

function inOrder(events: GlobalEvent[]): boolean {
  for (let i = 1; i < events.length; i++) if (compareCursors(events[i - 1].cursor, events[i].cursor) > 0) return false;
  return true;
}

export interface GlobalEvent {
  event: RecordedEvent;
  cursor: Cursor;
}

export interface GlobalPage {
  events: GlobalEvent[];
  /** Every transaction below this one has finished: nothing new can appear before it. */
  horizon: bigint;
  /** Committed events wait above the horizon, behind a transaction still running. */
  heldBack: boolean;
}

type GlobalRow = EventRow & { tx_id: string | null; horizon: string; held_back: boolean };

const toGlobalEvent = (row: EventRow & { tx_id: string }): GlobalEvent => ({
  event: toRecordedEvent(row),
  cursor: { txId: BigInt(row.tx_id), position: BigInt(row.position) },
});

/** The next events after `cursor` that no later commit can precede. */
export async function readGlobalPage(db: pg.Pool | pg.ClientBase, cursor: Cursor, limit: number, streamPrefix?: string): Promise<GlobalPage> {
  const values: unknown[] = [cursor.txId.toString(), cursor.position.toString(), limit];
  const statement = streamPrefix
    ? { ...GLOBAL_PAGE_PREFIX, values: [...values, streamPrefix], types: KEEP_JSON_TEXT }
    : { ...GLOBAL_PAGE, values, types: KEEP_JSON_TEXT };
  const { rows } = await db.query<GlobalRow>(statement);
  // A page with no events still has one row, carrying the horizon.
  const events = rows[0].tx_id === null ? [] : rows.map((row) => toGlobalEvent(row as EventRow & { tx_id: string }));
  if (!inOrder(events)) events.sort((a, b) => compareCursors(a.cursor, b.cursor));
  return { events, horizon: BigInt(rows[0].horizon), heldBack: rows[0].held_back };
}

/** Every committed event after `cursor`, horizon or not: only safe while writers are held back. */
export async function readCommittedPage(db: Queryable, cursor: Cursor, limit: number): Promise<GlobalEvent[]> {
  const { rows } = await db.query(COMMITTED_PAGE.text, [cursor.txId.toString(), cursor.position.toString(), limit]);
  return rows.map((row) => toGlobalEvent(row as EventRow & { tx_id: string }));
}
