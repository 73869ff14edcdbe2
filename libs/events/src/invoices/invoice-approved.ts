import { INVOICE_APPROVED, type InvoiceApprovedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoiceApprovedData } from '@ledgerline/ledger';

/** v1 (current): the invoice approved: the sale on credit, its journal lines and stock movements (libs/ledger invoices/invoice-events.ts). */
export type InvoiceApprovedV1 = InvoiceApprovedData;

export const invoiceApproved = defineEvent<typeof INVOICE_APPROVED, InvoiceApprovedData>({
  type: INVOICE_APPROVED,
  currentVersion: 1,
});
