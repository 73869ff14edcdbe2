import { randomBytes } from 'node:crypto';
import { businessStream, existingContacts, loadDocumentProducts, loadBusinessState, type Queryable } from '@ledgerline/projections';
import { productIdsOf, requireBusiness, type DocumentContext, type InvoiceState } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';

export { derivedId } from '../../event-sourcing/derived-id.js';

/** A public page's id: 128 random bits, URL-safe (never the number, never a counter). */
export const newPublicId = (): string => randomBytes(16).toString('base64url');

export interface InvoiceWrite {
  businessId: string;
  idempotency?: IdempotencyContext;
  meta?: RequestMetadata;
  /** The event ids, when derived from what the effect is for (card payments, reminders). */
  eventIds?: string[];
}

/**
 * Appends what `decide` returns on the business's stream, deciding inside the append (under the
 * stream lock in PostgreSQL mode): the invoice counter, the invoice's state and the stock are
 * read exactly as the events will follow them. Returns the events as recorded (none: nothing to do).
 */
export async function appendInvoiceEvents(
  executor: CommandExecutor,
  write: InvoiceWrite,
  decide: (db: Queryable) => Promise<{ type: string; data: unknown }[]>,
): Promise<{ events: { type: string; data: unknown }[]; position: string }> {
  const outcome = await executor.execute({
    stream: businessStream(write.businessId),
    idempotencyKey: write.idempotency?.key,
    fingerprint: write.idempotency?.fingerprint ?? randomBytes(8).toString('hex'),
    metadata: {
      businessId: write.businessId,
      userId: write.meta?.userId,
      correlationId: write.meta?.correlationId,
      ip: write.meta?.ip,
      occurredAt: new Date().toISOString(),
    },
    async decide(db) {
      const events = toNewEvents(await decide(db));
      return write.eventIds ? events.map((event, index) => (write.eventIds![index] ? { ...event, id: write.eventIds![index] } : event)) : events;
    },
  });
  return { events: outcome.events.map((event) => ({ type: event.type, data: event.data })), position: outcome.position.toString() };
}

/** What an invoice or quotation form is decided against: the business, the products it names (with stock), the customer. */
export async function loadInvoiceContext(
  db: Queryable,
  businessId: string,
  form: { items?: unknown; entity?: unknown },
  current?: InvoiceState | { items: { productId: string }[]; entityId: string },
): Promise<DocumentContext> {
  const business = requireBusiness(await loadBusinessState(db, businessId));
  const ids = new Set([...productIdsOf(form.items), ...(current?.items.map((item) => item.productId) ?? [])]);
  const products = await loadDocumentProducts(db, businessId, [...ids]);
  const entity = typeof form.entity === 'string' && form.entity.trim() !== '' ? form.entity.trim() : current?.entityId;
  const contacts = await existingContacts(db, businessId, entity ? [entity] : []);
  return { business, products, contactExists: (id) => contacts.has(id) };
}

/** Stock on hand of the products an invoice touches (a void or amendment takes goods back at what they are now). */
export async function stockOnHandOf(
  db: Queryable,
  businessId: string,
  invoice: InvoiceState | undefined,
): Promise<Map<string, { quantity: string; value: string }>> {
  if (!invoice) return new Map();
  const products = await loadDocumentProducts(
    db,
    businessId,
    invoice.items.map((item) => item.productId),
  );
  return new Map([...products].map(([id, product]) => [id, { quantity: product.quantity, value: product.value }]));
}
