import { WrongExpectedRevisionError, type EventMetadata, type NewEvent, type RecordedEvent } from '@ledgerline/event-store';
import type { Queryable } from '@ledgerline/projections';
import type { Runtime } from '../runtime.js';
import { waitForReadModels } from './read-models.js';

export interface CommandExecution {
  stream: string;
  idempotencyKey?: string;
  fingerprint: string;
  metadata: EventMetadata;
  /**
   * Loads the decision state from the read models through `db` and decides the events (pure
   * logic lives in libs/ledger). Throws a validation error to refuse: nothing is appended.
   */
  decide(db: Queryable): Promise<NewEvent[]>;
}

export interface CommandOutcome {
  events: RecordedEvent[];
  /** Position of the last event: what the client sends back as X-Consistent-After. */
  position: bigint;
  replayed: boolean;
}

/** The read models did not reach the stream's head in time (catch-up mode): nothing was decided or appended. */
export class ReadModelsBehindError extends Error {
  constructor(readonly stream: string) {
    super(`The read models have not caught up with ${stream}`);
    this.name = 'ReadModelsBehindError';
  }
}

const OPTIMISTIC_ATTEMPTS = 8;

/**
 * The write path the API's CommandExecutor and the worker's jobs share: load state, decide,
 * append, with the check and the append never racing. PostgreSQL with inline projections: the
 * decision runs inside the append's transaction while it holds the stream lock (after taking the
 * shared rebuild lock, before reading any read model), so it sees exactly the state its events
 * follow. Otherwise (EventStoreDB, catch-up projections): wait for the read models to reach the
 * stream's head, decide, append with that head as the expected revision, and start over if
 * another writer got there first.
 */
export async function executeCommand(
  runtime: Runtime,
  command: CommandExecution,
  options: { waitFor?: (position: bigint) => Promise<boolean> } = {},
): Promise<CommandOutcome> {
  const withMetadata = (events: NewEvent[]) => events.map((event) => ({ ...event, metadata: { ...command.metadata, ...event.metadata } }));
  const appendOptions = { idempotencyKey: command.idempotencyKey, fingerprint: command.fingerprint };
  const store = runtime.postgresStore;

  if (store && runtime.config.projectionMode === 'inline') {
    // The store opens its transaction with the rebuild lock held (runtime.ts: begin), so the
    // decision reads the read models under it.
    const result = await store.appendWith(command.stream, async (client) => withMetadata(await command.decide(client)), appendOptions);
    if (result.events) return { events: result.events, position: result.position, replayed: false };
    return outcome(runtime, command.stream, result.revision, result.positions.length, result.replayed);
  }

  const waitFor = options.waitFor ?? ((position: bigint) => waitForReadModels(runtime, position));
  for (let attempt = 1; ; attempt++) {
    const [head] = await runtime.store.readStream(command.stream, { direction: 'backwards', maxCount: 1 });
    if (head && !(await waitFor(head.position))) throw new ReadModelsBehindError(command.stream);
    const events = withMetadata(await command.decide(runtime.pool));
    try {
      const result = await runtime.store.append(command.stream, events, { ...appendOptions, expectedRevision: head ? head.revision : 'no_stream' });
      return outcome(runtime, command.stream, result.revision, result.positions.length, result.replayed);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= OPTIMISTIC_ATTEMPTS) throw error;
    }
  }
}

/** Reads back what was appended (a replay: the events an earlier request wrote), so it answers exactly as the original did. */
async function outcome(runtime: Runtime, stream: string, lastRevision: bigint, count: number, replayed: boolean): Promise<CommandOutcome> {
  const events = count === 0 ? [] : await runtime.store.readStream(stream, { fromRevision: lastRevision - BigInt(count) + 1n, maxCount: count });
  return { events, position: events.length > 0 ? events[events.length - 1].position : 0n, replayed };
}
