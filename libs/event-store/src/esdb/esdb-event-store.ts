/**
 * The event store port on EventStoreDB / KurrentDB, through the maintained Kurrent client
 * (`@kurrent/kurrentdb-client`). How each part of the port maps is in docs/event-store-esdb.md;
 * the pure mappings are in esdb-mapping.ts.
 */
import { BACKWARDS, END, FORWARDS, KurrentDBClient, START, excludeSystemEvents, streamNameFilter } from '@kurrent/kurrentdb-client';
import type { AppendResult as EsdbAppendResult, Filter, ReadPosition } from '@kurrent/kurrentdb-client';
import { randomUUID } from 'node:crypto';
import { fingerprintEvents } from '../canonical.js';
import {
  IdempotencyConflictError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port.js';
import {
  IDEMPOTENCY_RECORD_TYPE,
  commitPositionOf,
  decodeIdempotencyRecord,
  encodeIdempotencyRecord,
  eventIdsFor,
  idempotencyStreamName,
  isStreamNotFound,
  isSystemEvent,
  isVisibleInAll,
  isWrongExpectedVersion,
  matchesPrefix,
  normalizeConnectionString,
  satisfiesExpected,
  toActualRevision,
  toEventData,
  toPortError,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
  type IdempotencyRecord,
} from './esdb-mapping.js';

export interface EsdbEventStoreOptions {
  /** Events asked for per page when reading `$all`; default 500. */
  readPageSize?: number;
}

const DEFAULT_PAGE_SIZE = 500;

export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb' as const;
  private readonly client: KurrentDBClient;
  private readonly pageSize: number;
  private readonly live = new Set<Subscription>();

  /**
   * @param connection a connection string (`esdb://host:2113?tls=false`, `kurrentdb://…`,
   *   `…+discover://` for clusters) or a client the caller made and owns the settings of.
   */
  constructor(connection: string | KurrentDBClient, options: EsdbEventStoreOptions = {}) {
    this.client = typeof connection === 'string' ? KurrentDBClient.connectionString(normalizeConnectionString(connection)) : connection;
    this.pageSize = Math.max(2, options.readPageSize ?? DEFAULT_PAGE_SIZE);
  }

  // -------------------------------------------------------------------------------------------
  // append
  // -------------------------------------------------------------------------------------------

  /**
   * Without an idempotency key: one append with the expected revision.
   *
   * With a key: read the key's record; if there is one, answer from it (same fingerprint: the
   * stored result, `replayed: true`; other fingerprint: IdempotencyConflictError). Otherwise
   * append the events under ids derived from (stream, key, index), then write the record with
   * `no_stream` into the key's own stream. Two writers racing on one key: the second record write
   * fails, and that writer answers from the winner's record. The window between the two writes is
   * described in docs/event-store-esdb.md.
   */
  async append(stream: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    const { expectedRevision, idempotencyKey } = options;
    if (idempotencyKey === undefined) return this.appendEvents(stream, events, expectedRevision);

    const fingerprint = options.fingerprint ?? fingerprintEvents(events);
    const recordStream = idempotencyStreamName(stream, idempotencyKey);
    const existing = await this.readIdempotencyRecord(recordStream);
    if (existing) return answerFromRecord(existing, stream, idempotencyKey, fingerprint);

    const result = await this.appendEvents(stream, events, expectedRevision, idempotencyKey);
    const record: IdempotencyRecord = {
      stream,
      idempotencyKey,
      fingerprint,
      result: { stream: result.stream, revision: result.revision, position: result.position, positions: result.positions },
    };
    let recorded: boolean;
    try {
      const written = await this.client.appendToStream(
        recordStream,
        {
          // A fresh id, not one derived from the key: the server's idempotent-write check compares ids
          // only, so a derived id would let a second writer's record "succeed" whatever its fingerprint.
          id: randomUUID(),
          contentType: 'application/json',
          type: IDEMPOTENCY_RECORD_TYPE,
          data: encodeIdempotencyRecord(record),
          metadata: undefined,
        },
        { streamState: 'no_stream' },
      );
      recorded = written.success; // false only with throwOnAppendFailure=false in the connection string
    } catch (error) {
      if (!isWrongExpectedVersion(error)) throw error;
      recorded = false;
    }
    if (!recorded) {
      // Another append with this key wrote its record first: answer as a retry would.
      const winner = await this.readIdempotencyRecord(recordStream);
      if (!winner) throw new Error(`Idempotency record ${recordStream} exists but could not be read`);
      return answerFromRecord(winner, stream, idempotencyKey, fingerprint);
    }
    return result;
  }

  private async appendEvents(stream: string, events: NewEvent[], expected: ExpectedRevision | undefined, idempotencyKey?: string): Promise<AppendResult> {
    if (events.length === 0) return this.appendNothing(stream, expected);
    const ids = eventIdsFor(stream, events, idempotencyKey);
    const data = events.map((event, i) => toEventData(event, ids[i]!));

    let appended: EsdbAppendResult;
    try {
      appended = await this.client.appendToStream(stream, data, { streamState: toStreamState(expected) });
    } catch (error) {
      throw toPortError(error, stream, expected);
    }
    // Only when the connection string says throwOnAppendFailure=false: nextExpectedRevision is then the actual one.
    if (!appended.success) {
      throw new WrongExpectedRevisionError(stream, expected ?? 'any', toActualRevision(appended.nextExpectedRevision));
    }

    // The append answers with one position; the port wants each event's. Read the events back
    // (from the leader) by revision: each has its own commit position, the one $all reads and
    // subscriptions report. This also covers a write the server recognised as a repeat (same
    // ids), whose answer names the events written the first time.
    const last = appended.nextExpectedRevision;
    const first = last - BigInt(events.length) + 1n;
    const written = await this.readRaw(stream, { fromRevision: first, maxCount: events.length, requiresLeader: true });
    const writtenIds = written.map((e) => e.id.toLowerCase());
    if (written.length !== events.length || writtenIds.some((id, i) => id !== ids[i])) {
      throw new Error(`Stream ${stream}: the events at revisions ${first}..${last} are not the ones just appended (ids ${writtenIds.join(', ')})`);
    }
    const positions = written.map((e) => e.position);
    return { stream, revision: last, position: positions[positions.length - 1]!, positions, replayed: false };
  }

  /** An empty append writes nothing; it still checks the expectation against the stream's head. */
  private async appendNothing(stream: string, expected: ExpectedRevision | undefined): Promise<AppendResult> {
    const [head] = await this.readRaw(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1, requiresLeader: true });
    const actual = head ? head.revision : 'no_stream';
    if (!satisfiesExpected(expected, actual)) throw new WrongExpectedRevisionError(stream, expected ?? 'any', actual);
    return { stream, revision: head ? head.revision : -1n, position: head ? head.position : 0n, positions: [], replayed: false };
  }

  private async readIdempotencyRecord(recordStream: string): Promise<IdempotencyRecord | undefined> {
    const [first] = await this.readRaw(recordStream, { maxCount: 1, requiresLeader: true });
    return first ? decodeIdempotencyRecord(first.data) : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // reads
  // -------------------------------------------------------------------------------------------

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events = await this.readRaw(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      maxCount: options.maxCount,
    });
    return events.filter((e) => !isSystemEvent(e.stream, e.type));
  }

  /** A stream's events as stored (system event types included); a missing stream is empty. */
  private async readRaw(
    stream: string,
    options: {
      direction?: typeof FORWARDS | typeof BACKWARDS;
      fromRevision?: bigint | typeof START | typeof END;
      maxCount?: number;
      requiresLeader?: boolean;
    },
  ): Promise<RecordedEvent[]> {
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: options.direction ?? FORWARDS,
        fromRevision: options.fromRevision ?? START,
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
        ...(options.requiresLeader ? { requiresLeader: true } : {}),
      })) {
        const event = toRecordedEvent(resolved);
        if (event) out.push(event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return out;
  }

  /**
   * Pages through `$all` from `after` (reads are inclusive, so the event at `after` itself is
   * skipped), filtered on the server by stream-name prefix (or, without one, by excluding system
   * event types), and on the client by the same rules subscriptions use.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? Number.POSITIVE_INFINITY;
    if (limit <= 0) return [];
    const { streamPrefix } = options;
    const filter = serverFilter(streamPrefix);
    const out: RecordedEvent[] = [];
    let cursor = options.after;

    for (;;) {
      const remaining = limit - out.length;
      // +1: a page from `cursor` starts with the event at `cursor`, which was already seen.
      const pageSize = Math.min(this.pageSize, Math.max(2, Number.isFinite(remaining) ? remaining + 1 : this.pageSize));
      const fromPosition: ReadPosition = cursor === undefined ? START : toReadPosition(cursor);
      let progressed = false;
      for await (const resolved of this.client.readAll({ fromPosition, maxCount: pageSize, filter })) {
        const position = commitPositionOf(resolved);
        if (position === undefined || (cursor !== undefined && position <= cursor)) continue;
        cursor = position;
        progressed = true;
        const event = resolved.event;
        if (!event || !isVisibleInAll(event.streamId, event.type) || !matchesPrefix(event.streamId, streamPrefix)) continue;
        const recorded = toRecordedEvent(resolved);
        if (recorded) out.push(recorded);
        if (out.length >= limit) return out;
      }
      if (!progressed) return out;
    }
  }

  // -------------------------------------------------------------------------------------------
  // subscriptions
  // -------------------------------------------------------------------------------------------

  /**
   * A catch-up subscription to `$all`, from `after` (START without it), with the same filters as
   * readAll. Events are pulled by async iteration, so the next one is not taken before the
   * handler's promise settles; the stream's buffer applies backpressure to the gRPC call.
   */
  subscribe(options: SubscribeOptions, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    const { after, streamPrefix } = options;
    const source = this.client.subscribeToAll({
      fromPosition: after === undefined ? START : toReadPosition(after),
      filter: serverFilter(streamPrefix),
    });
    let stopping = false;

    const run = (async (): Promise<Error | undefined> => {
      try {
        for await (const resolved of source) {
          if (stopping) return undefined;
          const position = commitPositionOf(resolved);
          // On resume the server may hand back the event at `after` itself: skip what was processed.
          if (after !== undefined && position !== undefined && position <= after) continue;
          const event = resolved.event;
          if (!event || !isVisibleInAll(event.streamId, event.type) || !matchesPrefix(event.streamId, streamPrefix)) continue;
          const recorded = toRecordedEvent(resolved);
          if (!recorded) continue;
          try {
            await handler(recorded);
          } catch (error) {
            return toError(error);
          }
          if (stopping) return undefined;
        }
        return stopping ? undefined : new Error('EventStoreDB ended the $all subscription');
      } catch (error) {
        return stopping ? undefined : toError(error);
      } finally {
        // Once the loop is gone nothing listens for 'error'; a late one (the call failing while it
        // is being cancelled) must not become an uncaught exception.
        source.on('error', () => undefined);
        await source.unsubscribe().catch(() => undefined);
        if (!source.destroyed) source.destroy();
      }
    })();

    const subscription: Subscription = {
      done: run,
      stop: async () => {
        if (!stopping) {
          stopping = true;
          // Cancelling the call ends the stream, which ends the loop once the handler returns;
          // destroying it covers a transport that does not end the stream on cancel.
          await source.unsubscribe().catch(() => undefined);
          source.destroy();
        }
        await run;
        this.live.delete(subscription);
      },
    };
    this.live.add(subscription);
    void run.then(() => this.live.delete(subscription));
    return subscription;
  }

  /** `$all` is in commit-position order, so a bare comparison is the global order here. */
  async hasReached(checkpoint: bigint | undefined, position: bigint): Promise<boolean> {
    return checkpoint !== undefined && checkpoint >= position;
  }

  async close(): Promise<void> {
    await Promise.all([...this.live].map((s) => s.stop()));
    await this.client.dispose();
  }
}

function serverFilter(streamPrefix: string | undefined): Filter {
  return streamPrefix ? streamNameFilter({ prefixes: [streamPrefix] }) : excludeSystemEvents();
}

function answerFromRecord(record: IdempotencyRecord, stream: string, idempotencyKey: string, fingerprint: string): AppendResult {
  if (record.stream !== stream || record.idempotencyKey !== idempotencyKey) {
    // Two (stream, key) pairs with one sha256: not expected in this universe, but never answer for another key.
    throw new Error(`Idempotency record stream for ${stream}/${idempotencyKey} holds ${record.stream}/${record.idempotencyKey}`);
  }
  if (record.fingerprint !== fingerprint) throw new IdempotencyConflictError(stream, idempotencyKey);
  return { ...record.result, positions: [...record.result.positions], replayed: true };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
