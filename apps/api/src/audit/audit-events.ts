import type { EventMetadata, RecordedEvent } from '@ledgerline/event-store';
import { isKnownEventType, upcast } from '@ledgerline/events';

export const DEFAULT_AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;

/** What the audit list selects, within the session's business stream only. */
export interface AuditFilter {
  types?: readonly string[];
  /** The user who did it (`metadata.userId`). */
  userId?: string;
  /** Recorded at or after (inclusive). */
  from?: Date;
  /** Recorded before (exclusive). */
  to?: Date;
  /** A transaction id or reference, a product, contact or any other id the event's data carries. */
  document?: string;
}

export type AuditOrder = 'asc' | 'desc';

export interface AuditPageRequest {
  filter: AuditFilter;
  order: AuditOrder;
  page: number;
  limit: number;
}

/** One event as the audit list shows it: who, when, from which command, about which document. */
export interface AuditEventSummary {
  position: string;
  revision: string;
  id: string;
  type: string;
  /** The stored schema version of its data. */
  version: number;
  recordedAt: string;
  userId: string | null;
  userName: string | null;
  commandId: string | null;
  correlationId: string | null;
  causationId: string | null;
  /** When the user did it (the command's clock), beside when the store recorded it. */
  occurredAt: string | null;
  effectiveDate: string | null;
  documentId: string | null;
}

/** One event in full: its data brought to the current schema version, its metadata and hash. */
export interface AuditEventDetail extends AuditEventSummary {
  /** The schema version `data` is shown in (the current one, after upcasting). */
  dataVersion: number;
  data: unknown;
  metadata: EventMetadata;
  /** sha256 of the previous hash and this event (PostgreSQL store only). */
  hash: string | null;
}

export interface AuditPage<T = AuditEventSummary> {
  data: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The keys naming what an event is about, in order of preference (a payment is itself a document: its own transactionId first). */
const DOCUMENT_ID_KEYS = ['transactionId', 'productId', 'contactId', 'prepaymentId', 'documentId', 'bankAccountId', 'roleId', 'inviteId'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The id of the document (transaction, product, contact, …) an event is about, if any. */
export function documentIdOf(data: unknown): string | null {
  const fields = record(data);
  for (const key of DOCUMENT_ID_KEYS) {
    const id = text(fields[key]);
    if (id) return id;
  }
  return null;
}

/** True when one of `ids` is a string value anywhere in `value` (the same test as the SQL's jsonpath `$.** ? (@ == $id)`). */
export function carriesAnyId(value: unknown, ids: ReadonlySet<string>): boolean {
  if (typeof value === 'string') return ids.has(value);
  if (Array.isArray(value)) return value.some((item) => carriesAnyId(item, ids));
  if (value !== null && typeof value === 'object') return Object.values(value).some((item) => carriesAnyId(item, ids));
  return false;
}

/**
 * The ids a `document` filter stands for: a reference (e.g. SAL-000001) stands for the id of the
 * transaction recorded with it; anything else stands for itself.
 */
export function documentIdsFor(document: string, events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    const data = record(event.data);
    const id = text(data.transactionId);
    if (id && data.reference === document) ids.add(id);
  }
  return ids.size > 0 ? [...ids] : [document];
}

/** The filter's tests except the document's (which needs the ids it stands for). */
export function matchesAuditFilter(event: RecordedEvent, filter: AuditFilter, documentIds?: ReadonlySet<string>): boolean {
  if (filter.types && !filter.types.includes(event.type)) return false;
  if (filter.userId !== undefined && event.metadata.userId !== filter.userId) return false;
  if (filter.from && event.recordedAt.getTime() < filter.from.getTime()) return false;
  if (filter.to && event.recordedAt.getTime() >= filter.to.getTime()) return false;
  if (documentIds && !carriesAnyId(event.data, documentIds)) return false;
  return true;
}

/**
 * Filters, orders and pages a business stream's events in memory: the audit trail over any event
 * store (the PostgreSQL store answers the same in SQL). Linear in the stream's length.
 */
export function pageOfStream(events: readonly RecordedEvent[], request: AuditPageRequest): { events: RecordedEvent[]; total: number } {
  const { filter } = request;
  const documentIds = filter.document === undefined ? undefined : new Set(documentIdsFor(filter.document, events));
  const selected = events.filter((event) => matchesAuditFilter(event, filter, documentIds));
  selected.sort((a, b) => (a.revision < b.revision ? -1 : a.revision > b.revision ? 1 : 0));
  if (request.order === 'desc') selected.reverse();
  const offset = (request.page - 1) * request.limit;
  return { events: selected.slice(offset, offset + request.limit), total: selected.length };
}

/** The user ids of these events' metadata, for one look-up of their names. */
export function userIdsOf(events: readonly RecordedEvent[]): string[] {
  return [...new Set(events.map((event) => text(event.metadata.userId)).filter((id): id is string => id !== null))];
}

export function summariseEvent(event: RecordedEvent, userNames: ReadonlyMap<string, string>): AuditEventSummary {
  const metadata = event.metadata;
  const userId = text(metadata.userId);
  return {
    position: event.position.toString(),
    revision: event.revision.toString(),
    id: event.id,
    type: event.type,
    version: event.version,
    recordedAt: event.recordedAt.toISOString(),
    userId,
    userName: userId ? (userNames.get(userId) ?? null) : null,
    commandId: text(metadata.commandId),
    correlationId: text(metadata.correlationId),
    causationId: text(metadata.causationId),
    occurredAt: text(metadata.occurredAt),
    effectiveDate: text(metadata.effectiveDate) ?? text(record(event.data).date),
    documentId: documentIdOf(event.data),
  };
}

/**
 * The event in full, its data upcast to the current version of its type. An event of a type the
 * catalogue no longer knows (or one an upcaster cannot read) is shown as stored rather than hidden:
 * the audit trail must show everything that was recorded.
 */
export function describeEvent(event: RecordedEvent, userNames: ReadonlyMap<string, string>): AuditEventDetail {
  let dataVersion = event.version;
  let data = event.data;
  if (isKnownEventType(event.type)) {
    try {
      const current = upcast({ type: event.type, version: event.version, data: event.data });
      dataVersion = current.version;
      data = current.data;
    } catch {
      // shown as stored
    }
  }
  return { ...summariseEvent(event, userNames), dataVersion, data, metadata: event.metadata, hash: event.hash ?? null };
}
