import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordedEvent } from '@ledgerline/event-store';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, findProducts, revisionKnownAt, staffNames } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { isNotableEvent, summariseBusinessEvent } from './business-event-summary.js';
import { GetTopEventsQuery, type TopEvent } from './get-top-events.query.js';

const BATCH = 200;
/** How far back to look for notable events among routine ones, so the answer stays quick in a busy business. */
const MAX_SCANNED = 5_000;

/**
 * The latest notable events of the business, newest first, read backwards from its event stream:
 * from its end, or (`knownAt`) from its last event at or before that position, so the answer is
 * the one the stream gave when its history ended there.
 */
@QueryHandler(GetTopEventsQuery)
export class GetTopEventsHandler implements IQueryHandler<GetTopEventsQuery, TopEvent[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, limit, knownAt }: GetTopEventsQuery): Promise<TopEvent[]> {
    const stream = businessStream(businessId);
    const notable: RecordedEvent[] = [];
    let fromRevision: bigint | undefined;
    if (knownAt !== undefined) {
      fromRevision = await revisionKnownAt(this.runtime.store, stream, BigInt(knownAt));
      if (fromRevision < 0n) return [];
    }
    for (let scanned = 0; notable.length < limit && scanned < MAX_SCANNED; scanned += BATCH) {
      const batch = await this.runtime.store.readStream(stream, {
        direction: 'backwards',
        maxCount: BATCH,
        ...(fromRevision !== undefined ? { fromRevision } : {}),
      });
      notable.push(...batch.filter((event) => isNotableEvent(event.type)));
      if (batch.length < BATCH || batch[batch.length - 1].revision === 0n) break;
      fromRevision = batch[batch.length - 1].revision - 1n;
    }
    const events = notable.slice(0, limit);

    const data = (event: RecordedEvent) => (event.data ?? {}) as Record<string, unknown>;
    const productIds = events.filter((event) => event.type === 'StockAdjusted').map((event) => String(data(event).productId));
    const products = productIds.length > 0 ? await findProducts(this.runtime.pool, businessId, productIds) : new Map<string, { name: string }>();
    const userIds = events.map((event) => event.metadata?.userId).filter((id): id is string => typeof id === 'string');
    const names = await staffNames(this.runtime.pool, userIds);

    return events.map((event) => {
      const userId = typeof event.metadata?.userId === 'string' ? event.metadata.userId : null;
      return {
        position: event.position.toString(),
        type: event.type,
        ...summariseBusinessEvent(event.type, data(event), (id) => products.get(id)?.name),
        date: event.recordedAt.toISOString(),
        userId,
        staffName: userId !== null ? (names.get(userId) ?? null) : null,
      };
    });
  }
}
