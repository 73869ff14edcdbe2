/**
 * The event store port. Two adapters implement it (PostgreSQL in `postgres/`, EventStoreDB in
 * `esdb/`) and one contract suite (`contract/`) holds both to the same behaviour.
 *
 * Positions are global and bigint. A stream's revision starts at 0 for its first event.
 */

/** Who did what, why and when: carried with every event, never used for business decisions. */
export interface EventMetadata {
  businessId?: string;
  userId?: string;
  commandId?: string;
  correlationId?: string;
  causationId?: string;
  /** ISO timestamp of when the user did it. */
  occurredAt?: string;
  /** The document's date (YYYY-MM-DD), which reports select by. */
  effectiveDate?: string;
  ip?: string;
  [key: string]: unknown;
}

export interface NewEvent<T = unknown> {
  /** Optional client-chosen id (uuid); the store makes one when absent. */
  id?: string;
  type: string;
  /** Schema version of `data`; see libs/events for upcasters. */
  version: number;
  data: T;
  metadata?: EventMetadata;
}

export interface RecordedEvent<T = unknown> {
  id: string;
  stream: string;
  revision: bigint;
  position: bigint;
  type: string;
  version: number;
  data: T;
  metadata: EventMetadata;
  recordedAt: Date;
  /** PostgreSQL adapter only: sha256(previous hash ‖ canonical event), hex. */
  hash?: string;
}

/** `no_stream`: the stream must not exist; `stream_exists`: it must; `any`: no check; a bigint: the stream's current last revision must equal it. */
export type ExpectedRevision = bigint | 'any' | 'no_stream' | 'stream_exists';

export interface AppendOptions {
  expectedRevision?: ExpectedRevision;
  /** Same key and same fingerprint: the original result, nothing appended. Same key, other fingerprint: IdempotencyConflictError. Scoped to the stream. */
  idempotencyKey?: string;
  /** What "same body" means for the key; defaults to a hash of the events' types and data. */
  fingerprint?: string;
}

export interface AppendResult {
  stream: string;
  /** Revision of the last event appended. */
  revision: bigint;
  /** Global position of the last event appended. */
  position: bigint;
  /** Position of each event appended, in order. */
  positions: bigint[];
  /** True when this answer is the stored result of an earlier append with the same idempotency key. */
  replayed: boolean;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: bigint;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events after this position; absent means from the very start. */
  after?: bigint;
  maxCount?: number;
  /** Only streams whose name starts with this. */
  streamPrefix?: string;
}

export interface SubscribeOptions {
  /** Exclusive: deliver events after this position; absent means from the very start. */
  after?: bigint;
  streamPrefix?: string;
}

export interface Subscription {
  /** Stops delivery; resolves once the handler is no longer running. */
  stop(): Promise<void>;
  /** Resolves when the subscription failed (its handler threw, or the store failed); rejected never. */
  readonly done: Promise<Error | undefined>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'esdb';
  append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Every stream's events in the store's global order (the order subscriptions deliver). */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Delivers every event after `options.after` exactly once and in global order, then keeps
   * delivering new ones live. The handler is awaited before the next event is delivered; if it
   * throws, the subscription stops and `done` resolves with the error.
   */
  subscribe(options: SubscribeOptions, handler: (event: RecordedEvent) => Promise<void>): Subscription;
  /**
   * True when `checkpoint` (the position of the last event a reader processed) is at or past
   * `position` in the global order. Needed because in PostgreSQL the global order is commit order,
   * which a bare comparison of two positions does not always give.
   */
  hasReached(checkpoint: bigint | undefined, position: bigint): Promise<boolean>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export class IdempotencyConflictError extends Error {
  readonly code = 'IDEMPOTENCY_CONFLICT';
  constructor(
    readonly stream: string,
    readonly idempotencyKey: string,
  ) {
    super(`Idempotency key ${idempotencyKey} was already used with a different request`);
  }
}
