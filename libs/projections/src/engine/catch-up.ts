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
    for (;;) {
      // Compared before the transaction: the comparison may query the store's pool, and a
      // transaction waiting on a second connection would starve the pool once every projector
      // holds one (thirteen projectors, a pool of ten).
      const seen = await loadGlobalCheckpoint(this.pool, LIVE_SCHEMA, this.projector.name);
      if (seen !== undefined && (await this.store.hasReached(seen, event.position))) return;
      const applied = await inTransaction(this.pool, async (client) => {
        // A rebuild that swapped tables meanwhile moved the checkpoint: compare again.
        if ((await lockGlobalCheckpoint(client, this.projector.name)) !== seen) return false;
        await applyEvents(this.projector, [event], projectionContext(client, LIVE_SCHEMA));
        await saveGlobalCheckpoint(client, LIVE_SCHEMA, this.projector.name, event.position);
        return true;
      });
      if (applied) return;
    }
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
  }
}
