import { INVOICE_DRAFT_CREATED, type InvoiceDraftCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoiceDraftCreatedData } from '@ledgerline/ledger';

/** v1 (current): a draft invoice: number, public id, customer, lines and totals (posts nothing) (libs/ledger invoices/invoice-events.ts). */
export type InvoiceDraftCreatedV1 = InvoiceDraftCreatedData;

export const invoiceDraftCreated = defineEvent<typeof INVOICE_DRAFT_CREATED, InvoiceDraftCreatedData>({
  type: INVOICE_DRAFT_CREATED,
  currentVersion: 1,
});
