import type { EventStore, RecordedEvent } from '@ledgerline/event-store';
import { pageOfStream, type AuditPageRequest } from './audit-events.js';
import type { AuditSource } from './audit-source.js';

/** The audit trail over any event store (EventStoreDB): reads the whole business stream, filters in memory. */
export class StreamAuditSource implements AuditSource {
  readonly kind = 'stream';

  constructor(private readonly store: EventStore) {}

  async page(stream: string, request: AuditPageRequest): Promise<{ events: RecordedEvent[]; total: number }> {
    return pageOfStream(await this.store.readStream(stream), request);
  }

  async byPosition(stream: string, position: bigint): Promise<RecordedEvent | undefined> {
    return (await this.store.readStream(stream)).find((event) => event.position === position);
  }
}
