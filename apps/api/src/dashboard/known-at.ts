import type { Runtime } from '@ledgerline/platform';
import {
  documentsKnownAt,
  productTotalsKnownAt,
  sqlKnownAtEvents,
  streamKnownAtEvents,
  type KnownAtEvents,
  type KnownDocuments,
  type KnownProductTotals,
} from '@ledgerline/projections';

/**
 * "As known at" (`knownAt`, a position) for the dashboard, the report summaries and Debtors &
 * Creditors: the figures exactly as they were when the history ended at that position. Ledger
 * figures sum journal_lines up to it (periodAccountTotals); document figures read the transactions
 * rows as they stood then (documentsKnownAt); product figures rebuild the product sums from the
 * events up to it (productTotalsKnownAt). See docs/reports.md. Without knownAt nothing here runs.
 */

/** The business's history: the events table with the PostgreSQL store, the stream through the port otherwise (as the audit trail reads it). */
export function knownAtEventsFor(runtime: Runtime): KnownAtEvents {
  return runtime.postgresStore ? sqlKnownAtEvents(runtime.pool) : streamKnownAtEvents(runtime.store);
}

/** The documents as known at `knownAt`; undefined (the live table) without it. */
export async function knownDocuments(runtime: Runtime, businessId: string, knownAt: string | undefined): Promise<KnownDocuments | undefined> {
  return knownAt === undefined ? undefined : documentsKnownAt(runtime.pool, knownAtEventsFor(runtime), businessId, knownAt);
}

/** The product sums as known at `knownAt`; undefined (the live aggregates) without it. */
export async function knownProductTotals(runtime: Runtime, businessId: string, knownAt: string | undefined): Promise<KnownProductTotals | undefined> {
  return knownAt === undefined ? undefined : productTotalsKnownAt(knownAtEventsFor(runtime), businessId, knownAt);
}
