import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@ledgerline/event-store';
import {
  ASSET_POSTING_EVENTS,
  decideArchiveContact,
  decideArchiveProduct,
  decideVoidTransaction,
  NOT_CORRECTABLE_EVENTS,
  reversalOf,
  TRANSACTION_VOIDED,
} from '@ledgerline/ledger';
import {
  businessStream,
  listContacts,
  listProducts,
  listVariants,
  loadBusinessState,
  loadDocumentForVoid,
  countStandingTransactions,
  stockOnHandOf,
  standingManualJournals,
  standingTransactionsNewestFirst,
  type Queryable,
} from '@ledgerline/projections';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import { derivedId } from '../../event-sourcing/derived-id.js';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';

/** At most this many voids or archives in one append: a few appends for a busy business, none too large. */
const BATCH = 100;

/** What a reset voids never includes these: the void refuses them (an asset's book, the other business's side of a transfer). */
const NOT_VOIDABLE: readonly string[] = [...ASSET_POSTING_EVENTS, ...NOT_CORRECTABLE_EVENTS];

export const RESET_REASON = 'Transaction reset by the business owner';

export interface TransactionResetOutcome {
  voided: number;
  /** Posted transactions a void cannot undo (asset purchases, sales and depreciation; stock transfers): they stand. */
  notVoidable: number;
  /** Manual journals and opening balances reversed (each on its own date). */
  journalsReversed: number;
  position: string | null;
}

export interface CatalogueArchiveOutcome {
  products: number;
  services: number;
  contacts: number;
  position: string | null;
}

type Decide = (db: Queryable) => Promise<NewEvent[]>;

/** Appends batches until a decision comes back empty; each decision reads what is left under the stream lock. */
async function appendUntilDone(
  executor: CommandExecutor,
  businessId: string,
  meta: RequestMetadata,
  decide: Decide,
): Promise<{ count: number; position: string | null; appended: unknown[] }> {
  let count = 0;
  let position: string | null = null;
  const appended: unknown[] = [];
  for (;;) {
    const outcome = await executor.execute({
      stream: businessStream(businessId),
      fingerprint: randomUUID(),
      metadata: {
        businessId,
        userId: meta.userId,
        correlationId: meta.correlationId,
        ip: meta.ip,
        commandId: randomUUID(),
        occurredAt: new Date().toISOString(),
      },
      decide,
    });
    if (outcome.events.length === 0) return { count, position, appended };
    count += outcome.events.length;
    appended.push(...outcome.events.map((event) => event.data));
    position = outcome.position.toString();
  }
}

/**
 * Voids every posted transaction of the business through the void decider, newest first (so a
 * payment goes before the document it paid, and stock walks back through the levels it had).
 * Each void's event id is derived from the business and the transaction: a transaction is voided
 * once ever, so a retried or concurrent reset cannot void it twice (and each decision reads, under
 * the stream lock, only what is still posted). A void that reads stock levels or payments goes
 * first in its append, so it reads them after the voids before it. Then every manual journal and
 * set of opening balances still standing is reversed on its own date (ids derived the same way).
 */
export async function voidEveryTransaction(
  executor: CommandExecutor,
  reader: Queryable,
  businessId: string,
  meta: RequestMetadata,
): Promise<TransactionResetOutcome> {
  const { count, position } = await appendUntilDone(executor, businessId, meta, async (db) => {
    const candidates = await standingTransactionsNewestFirst(db, businessId, { excludeEventTypes: [...NOT_VOIDABLE, TRANSACTION_VOIDED], limit: BATCH });
    const events: NewEvent[] = [];
    for (const candidate of candidates) {
      const original = await loadDocumentForVoid(db, businessId, candidate.transactionId);
      if (!original) continue;
      const readsEarlierVoids = (original.stock?.length ?? 0) > 0 || original.hasPayments || original.hasApplications === true;
      if (readsEarlierVoids && events.length > 0) break;
      const stockOnHand = original.stock?.length
        ? await stockOnHandOf(db, businessId, [...new Set(original.stock.map((movement) => movement.productId))])
        : undefined;
      // Walking the history backwards returns each product through levels it had; a refusal half-way would leave half a reset.
      const [event] = toNewEvents([decideVoidTransaction({ original, reason: RESET_REASON, stockOnHand, allowNegativeStock: true })]);
      events.push({ ...event, id: derivedId(`transaction-reset:${businessId}:${original.transactionId}`) });
    }
    return events;
  });
  const journals = await appendUntilDone(executor, businessId, meta, async (db) => {
    const standing = await standingManualJournals(db, businessId, BATCH);
    if (standing.length === 0) return [];
    const state = await loadBusinessState(db, businessId);
    return standing.map((journal) => {
      const [event] = toNewEvents([reversalOf(journal, journal.date, state, RESET_REASON)]);
      return { ...event, id: derivedId(`transaction-reset:${businessId}:journal:${journal.journalId}`) };
    });
  });
  const notVoidable = await countStandingTransactions(reader, businessId, NOT_VOIDABLE);
  return { voided: count, notVoidable, journalsReversed: journals.count, position: journals.position ?? position };
}

/**
 * Archives every product, service and contact not archived yet through their archive deciders
 * (variants with their parent, as archiving a product does). Event ids are derived from the
 * business, the reset and the record: a retry of the same reset (same Idempotency-Key) names the
 * same events.
 */
export async function archiveWholeCatalogue(
  executor: CommandExecutor,
  businessId: string,
  resetId: string,
  meta: RequestMetadata,
): Promise<CatalogueArchiveOutcome> {
  const kindOf = new Map<string, 'product' | 'service'>();
  const products = await appendUntilDone(executor, businessId, meta, async (db) => {
    const page = await listProducts(db, businessId, { archived: false, page: 1, limit: BATCH });
    const ids = new Set<string>();
    for (const product of page.items) {
      ids.add(product.productId);
      kindOf.set(product.productId, product.kind === 'service' ? 'service' : 'product');
      for (const variant of await listVariants(db, businessId, product.productId)) {
        if (variant.archivedAt !== null) continue;
        ids.add(variant.productId);
        kindOf.set(variant.productId, variant.kind === 'service' ? 'service' : 'product');
      }
    }
    const events: NewEvent[] = [];
    for (const productId of ids) {
      const [event] = toNewEvents(decideArchiveProduct(productId, { archived: false }));
      events.push({ ...event, id: derivedId(`factory-reset:${businessId}:${resetId}:product:${productId}`) });
    }
    return events;
  });
  const contacts = await appendUntilDone(executor, businessId, meta, async (db) => {
    const page = await listContacts(db, businessId, { archived: false, page: 1, limit: BATCH });
    return page.items.map((contact) => {
      const [event] = toNewEvents(decideArchiveContact(contact.contactId, { archived: false }));
      return { ...event, id: derivedId(`factory-reset:${businessId}:${resetId}:contact:${contact.contactId}`) };
    });
  });
  const archivedKinds = products.appended.map((data) => kindOf.get((data as { productId: string }).productId));
  return {
    products: archivedKinds.filter((kind) => kind === 'product').length,
    services: archivedKinds.filter((kind) => kind === 'service').length,
    contacts: contacts.count,
    position: contacts.position ?? products.position,
  };
}
