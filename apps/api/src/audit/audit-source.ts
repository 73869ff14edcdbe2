import type { RecordedEvent } from '@ledgerline/event-store';
import type { AuditPageRequest } from './audit-events.js';

/**
 * Where the audit trail reads a business's events: the `events` table in SQL when events live in
 * PostgreSQL (filtered and paged by the database), otherwise the business stream through the
 * event store port (filtered in memory). Both answer the same; audit.int-spec.ts checks it.
 */
export interface AuditSource {
  readonly kind: 'postgres' | 'stream';
  page(stream: string, request: AuditPageRequest): Promise<{ events: RecordedEvent[]; total: number }>;
  /** The event at this global position, only if it belongs to `stream`. */
  byPosition(stream: string, position: bigint): Promise<RecordedEvent | undefined>;
}

export const AUDIT_SOURCE = Symbol('AuditSource');
