import { INVOICE_DRAFT_DELETED, type InvoiceDraftDeletedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoiceDraftDeletedData } from '@ledgerline/ledger';

/** v1 (current): a draft invoice deleted (its number is not reused) (libs/ledger invoices/invoice-events.ts). */
export type InvoiceDraftDeletedV1 = InvoiceDraftDeletedData;

export const invoiceDraftDeleted = defineEvent<typeof INVOICE_DRAFT_DELETED, InvoiceDraftDeletedData>({
  type: INVOICE_DRAFT_DELETED,
  currentVersion: 1,
});
