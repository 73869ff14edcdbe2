import type pg from 'pg';
import { fingerprintEvents } from '../canonical.js';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../port.js';
import {
  appendResult,
  checkExpected,
  expectationHolds,
  headAfter,
  lockHead,
  prepareAppend,
  readHead,
  recordedEvents,
  replayOf,
  unchangedResult,
  writePrepared,
  type Idempotency,
  type PreparedAppend,
} from './append.js';
import { cursorAfter, readCommittedPage, readGlobalPage, type Queryable } from './global-order.js';
import { HeadCache } from './head-cache.js';
import { NotificationListener } from './listener.js';
import { Notifier } from './notifier.js';
import { toRecordedEvent } from './rows.js';
import { COMPARE_POSITIONS, POSITION_EXISTS, READ_STREAM_BACKWARDS, READ_STREAM_FORWARDS } from './sql.js';
import { PollingSubscription } from './subscription.js';

/** Runs inside the append's transaction, after the events are inserted: inline projections write here. */
export type InlineHook = (client: pg.PoolClient, events: RecordedEvent[]) => Promise<void>;

/** Decides the events to append while the stream is locked; `currentRevision` is undefined for a new stream. */
export type Decide = (client: pg.PoolClient, currentRevision: bigint | undefined) => Promise<NewEvent[]>;

export interface PostgresEventStoreOptions {
  inline?: InlineHook;
  /**
   * Opens each append's transaction in place of a plain BEGIN: inline projections take their
   * locks here, before the stream is locked and the command decided (one round trip for both).
   */
  begin?: (client: pg.PoolClient) => Promise<void>;
  /** How long an idle subscription waits between polls when no notification wakes it. Default 1000. */
  pollIntervalMs?: number;
  /** Events per subscription poll and per readAll page. Default 500. */
  batchSize?: number;
  /**
   * LISTEN on a dedicated connection so subscriptions wake as soon as an append commits. Default
   * true; without it (or when it cannot connect) subscriptions just poll.
   */
  listen?: boolean;
}

export interface AppendWithOptions {
  idempotencyKey?: string;
  /** Required with a key: decide runs only after the key is checked, so the events cannot define "same request". */
  fingerprint?: string;
}

/** appendWith's answer: with the events as stored when this call wrote them (none for a replay or an empty decision). */
export interface AppendWithResult extends AppendResult {
  events?: RecordedEvent[];
}

/** What one write did: the answer, and what it wrote (nothing for a replay or an empty decision). */
interface Outcome {
  result: AppendResult;
  written?: { prepared: PreparedAppend; positions: bigint[] };
}

const MAX_REVISION = 9_223_372_036_854_775_807n;

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly heads = new HeadCache();
  private readonly listener?: NotificationListener;
  private readonly notifier: Notifier;
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly batchSize: number;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.listener = options.listen === false ? undefined : new NotificationListener(pool);
    this.notifier = new Notifier(pool);
    this.batchSize = options.batchSize ?? 500;
  }

  async append(stream: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    const idempotency = options.idempotencyKey ? { key: options.idempotencyKey, fingerprint: options.fingerprint ?? fingerprintEvents(events) } : undefined;
    return this.withClient(async (client) => {
      // Without an inline hook the optimistic write is a whole transaction in one statement.
      if (!this.options.inline) {
        const outcome = await this.tryOptimistic(client, stream, expected, events, idempotency);
        if (outcome) {
          this.notifier.committed();
          return outcome.result;
        }
      }
      return this.inTransaction(client, stream, async () => {
        const outcome = this.options.inline ? await this.tryOptimistic(client, stream, expected, events, idempotency) : undefined;
        return outcome ?? this.writeLocked(client, stream, expected, idempotency, async () => events);
      });
    });
  }

  /**
   * For command handlers whose invariants must hold against the state they append on: `decide`
   * runs in the append's transaction with the stream locked (after the idempotency check: a
   * replay returns the stored result without calling it), so nothing can change that state
   * between the check and the append. If decide throws, nothing is written and the error is
   * rethrown. If it returns no events, nothing is committed and the answer is the stream as it
   * is: `{ revision: current (-1n for no stream), position: its last event's (0n for none), positions: [], replayed: false }`.
   */
  async appendWith(stream: string, decide: Decide, options: AppendWithOptions = {}): Promise<AppendWithResult> {
    if (options.idempotencyKey && !options.fingerprint) throw new TypeError('appendWith needs a fingerprint with an idempotency key');
    const idempotency = options.idempotencyKey ? { key: options.idempotencyKey, fingerprint: options.fingerprint as string } : undefined;
    return this.withClient((client) => this.inTransaction(client, stream, () => this.writeLocked(client, stream, 'any', idempotency, decide)));
  }

  /**
   * The fast path: prepare on the head we believe in and write only if it is still the head.
   * Undefined when it was not (or the expectation or the key needs the locked path to answer).
   */
  private async tryOptimistic(
    client: pg.PoolClient,
    stream: string,
    expected: ExpectedRevision,
    events: NewEvent[],
    idempotency?: Idempotency,
  ): Promise<Outcome | undefined> {
    if (events.length === 0) return undefined;
    const head = this.heads.get(stream) ?? (await readHead(client, stream));
    if (!expectationHolds(expected, head.revision)) return undefined;
    const prepared = prepareAppend(stream, head, events);
    const positions = await writePrepared(client, prepared, idempotency);
    if (!positions) {
      this.heads.delete(stream);
      return undefined;
    }
    if (!this.options.inline) this.heads.set(stream, headAfter(prepared));
    return { result: appendResult(stream, positions, prepared), written: { prepared, positions } };
  }

  /** The authoritative path: lock the head, then replay, reject, or decide and write. */
  private async writeLocked(
    client: pg.PoolClient,
    stream: string,
    expected: ExpectedRevision,
    idempotency: Idempotency | undefined,
    decide: Decide,
  ): Promise<Outcome> {
    const head = await lockHead(client, stream);
    const replay = idempotency && (await replayOf(client, stream, idempotency));
    if (replay) return { result: replay };
    checkExpected(stream, expected, head);
    const events = await decide(client, head.revision);
    if (events.length === 0) return { result: await unchangedResult(client, stream, head) };
    const prepared = prepareAppend(stream, head, events);
    const positions = await writePrepared(client, prepared, idempotency);
    if (!positions) throw new Error(`Stream ${stream}: the head moved while locked`);
    return { result: appendResult(stream, positions, prepared), written: { prepared, positions } };
  }

  /** Commits what the write wrote (after the inline hook); a write that wrote nothing is rolled back. */
  private async inTransaction(client: pg.PoolClient, stream: string, write: () => Promise<Outcome>): Promise<AppendWithResult> {
    await (this.options.begin ? this.options.begin(client) : client.query('BEGIN'));
    const { result, written } = await write();
    if (!written) {
      await client.query('ROLLBACK');
      return result;
    }
    const events = recordedEvents(written.prepared, written.positions);
    await this.options.inline?.(client, events);
    await client.query('COMMIT');
    this.heads.set(stream, headAfter(written.prepared));
    this.notifier.committed();
    return { ...result, events };
  }

  /** A pooled client for one unit of work; any error rolls back, and a client that cannot is discarded. */
  private async withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let usable = true;
    try {
      return await work(client);
    } catch (error) {
      usable = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      throw error;
    } finally {
      client.release(!usable);
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const forwards = options.direction !== 'backwards';
    const from = options.fromRevision ?? (forwards ? 0n : MAX_REVISION);
    const statement = forwards ? READ_STREAM_FORWARDS : READ_STREAM_BACKWARDS;
    const { rows } = await this.pool.query({ ...statement, values: [stream, from.toString(), options.maxCount ?? null] });
    return rows.map(toRecordedEvent);
  }

  /** In the order subscriptions deliver; like them, it stops at events a running transaction could still precede. */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    let cursor = await cursorAfter(this.pool, options.after);
    while (events.length < wanted) {
      const limit = Math.min(this.batchSize, wanted - events.length);
      const page = await readGlobalPage(this.pool, cursor, limit, options.streamPrefix);
      for (const { event } of page.events) events.push(event);
      if (page.events.length < limit) break;
      cursor = page.events[page.events.length - 1].cursor;
    }
    return events;
  }

  /**
   * Every committed event after `after` in the same order, on the caller's connection, without
   * waiting for the horizon: only for a caller that keeps writers out by other means (a rebuild
   * under its lock), since an event committed later could otherwise land before the last one read.
   */
  async readCommittedAfter(db: Queryable, after: bigint | undefined, limit: number): Promise<RecordedEvent[]> {
    const page = await readCommittedPage(db, await cursorAfter(db, after), limit);
    return page.map(({ event }) => event);
  }

  /**
   * Calls `wake` whenever appends commit (from any process: the NOTIFY that follows each commit);
   * returns the unregister function. A store that does not listen never wakes: callers poll too.
   */
  onCommitted(wake: () => void): () => void {
    if (!this.listener) return () => undefined;
    const remove = this.listener.add(wake);
    return () => void remove();
  }

  /** True once the event at `position` is committed (with inline projections, so are its read models). */
  async positionCommitted(position: bigint): Promise<boolean> {
    const { rows } = await this.pool.query({ ...POSITION_EXISTS, values: [position.toString()] });
    return rows[0].committed as boolean;
  }

  async countEvents(): Promise<number> {
    const { rows } = await this.pool.query('SELECT count(*)::text AS n FROM events');
    return Number(rows[0].n);
  }

  subscribe(options: SubscribeOptions, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    const settings = { pool: this.pool, listener: this.listener, batchSize: this.batchSize, pollIntervalMs: this.options.pollIntervalMs ?? 1_000 };
    const subscription = new PollingSubscription(settings, options, handler);
    this.subscriptions.add(subscription);
    void subscription.done.then(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async hasReached(checkpoint: bigint | undefined, position: bigint): Promise<boolean> {
    if (checkpoint === undefined) return false;
    if (position <= 0n || checkpoint === position) return true;
    const { rows } = await this.pool.query({ ...COMPARE_POSITIONS, values: [checkpoint.toString(), position.toString()] });
    if (rows.length === 0) throw new Error(`hasReached: no event at position ${checkpoint} or ${position}`);
    return rows[0].reached as boolean;
  }

  /** Stops the subscriptions and the listener; the pool belongs to the caller and stays open. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.listener?.close();
    await this.notifier.idle();
    this.heads.clear();
  }
}
