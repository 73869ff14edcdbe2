import type pg from 'pg';
import type { EventStore, RecordedEvent, Subscription } from '@ledgerline/event-store';
import { execute, inTransaction, sql, type Queryable } from '../db.js';
import { ALL_STREAMS, applyEvents, LIVE_SCHEMA, loadGlobalCheckpoint, projectionContext, saveGlobalCheckpoint } from './apply.js';
import type { Projector } from './projector.js';

/** Locks the projector's checkpoint row (creating it if need be) and returns the checkpoint. */
export async function lockGlobalCheckpoint(db: Queryable, projector: string): Promise<bigint | undefined> {
  await execute(
    db,
    sql
      .table('projection_checkpoints')
      .insert({ projector, stream_id: ALL_STREAMS, position: null, revision: null })
      .onConflict(['projector', 'stream_id'])
      .ignore(),
  );
  const rows = await execute<{ position: string | null }>(
    db,
    sql.table('projection_checkpoints').select('position').where({ projector, stream_id: ALL_STREAMS }).forUpdate(),
  );
  return rows[0]?.position == null ? undefined : BigInt(rows[0].position);
}

/**
 * Runs one projector from a subscription (the worker does this in EventStoreDB mode, or for any
 * projector not run inline). Each event is applied in a transaction that also moves the
 * checkpoint, under a row lock that a rebuild takes when it swaps tables; an event the checkpoint
 * already covers (a redelivery, or a rebuild that got ahead) is skipped, so none is applied twice.
 */
export class CatchUpProjection {
  private subscription?: Subscription;

  constructor(
    private readonly store: EventStore,
    private readonly pool: pg.Pool,
    readonly projector: Projector,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    const after = await loadGlobalCheckpoint(this.pool, LIVE_SCHEMA, this.projector.name);
    this.subscription = this.store.subscribe({ after }, (event) => this.handle(event));
    void this.subscription.done.then((error) => {
      if (error) this.onError(error);
    });
  }

  private async handle(event: RecordedEvent): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const checkpoint = await lockGlobalCheckpoint(client, this.projector.name);
      if (checkpoint !== undefined && (await this.store.hasReached(checkpoint, event.position))) return;
      await applyEvents(this.projector, [event], projectionContext(client, LIVE_SCHEMA));
      await saveGlobalCheckpoint(client, LIVE_SCHEMA, this.projector.name, event.position);
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
  }
}
