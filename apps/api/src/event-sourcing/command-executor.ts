import { Inject, Injectable } from '@nestjs/common';
import { WrongExpectedRevisionError, type EventMetadata, type NewEvent, type RecordedEvent } from '@ledgerline/event-store';
import type { Runtime } from '@ledgerline/platform';
import { holdOffRebuildSwaps, type Queryable } from '@ledgerline/projections';
import { ConsistencyService } from '../common/consistency/consistency.service.js';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';

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

const OPTIMISTIC_ATTEMPTS = 8;

/**
 * The write path: load state, decide, append, with the check and the append never racing.
 * PostgreSQL with inline projections: the decision runs inside the append's transaction while it
 * holds the stream lock, so it sees exactly the state its events follow. Otherwise (EventStoreDB,
 * catch-up projections): wait for the read models to reach the stream's head, decide, append with
 * that head as the expected revision, and start over if another writer got there first.
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly consistency: ConsistencyService,
  ) {}

  async execute(command: CommandExecution): Promise<CommandOutcome> {
    const withMetadata = (events: NewEvent[]) => events.map((event) => ({ ...event, metadata: { ...command.metadata, ...event.metadata } }));
    const options = { idempotencyKey: command.idempotencyKey, fingerprint: command.fingerprint };
    const store = this.runtime.postgresStore;

    if (store && this.runtime.config.projectionMode === 'inline') {
      const result = await store.appendWith(
        command.stream,
        async (client) => {
          await holdOffRebuildSwaps(client);
          return withMetadata(await command.decide(client));
        },
        options,
      );
      return this.outcome(command.stream, result.revision, result.positions.length, result.replayed);
    }

    for (let attempt = 1; ; attempt++) {
      const [head] = await this.runtime.store.readStream(command.stream, { direction: 'backwards', maxCount: 1 });
      if (head && !(await this.consistency.waitFor(head.position))) {
        throw new AppError(503, 'READ_MODEL_BEHIND', 'The books are still catching up with recent changes. Please try again in a moment.');
      }
      const events = withMetadata(await command.decide(this.runtime.pool));
      try {
        const result = await this.runtime.store.append(command.stream, events, { ...options, expectedRevision: head ? head.revision : 'no_stream' });
        return this.outcome(command.stream, result.revision, result.positions.length, result.replayed);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= OPTIMISTIC_ATTEMPTS) throw error;
      }
    }
  }

  /** Reads back what was appended, so a replayed request answers exactly as the original did. */
  private async outcome(stream: string, lastRevision: bigint, count: number, replayed: boolean): Promise<CommandOutcome> {
    const events = count === 0 ? [] : await this.runtime.store.readStream(stream, { fromRevision: lastRevision - BigInt(count) + 1n, maxCount: count });
    return { events, position: events.length > 0 ? events[events.length - 1].position : 0n, replayed };
  }
}
