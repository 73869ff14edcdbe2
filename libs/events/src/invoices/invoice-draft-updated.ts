import { INVOICE_DRAFT_UPDATED, type InvoiceDraftUpdatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoiceDraftUpdatedData } from '@ledgerline/ledger';

/** v1 (current): a draft invoice changed (its whole content after the change) (libs/ledger invoices/invoice-events.ts). */
export type InvoiceDraftUpdatedV1 = InvoiceDraftUpdatedData;

export const invoiceDraftUpdated = defineEvent<typeof INVOICE_DRAFT_UPDATED, InvoiceDraftUpdatedData>({
  type: INVOICE_DRAFT_UPDATED,
  currentVersion: 1,
});
