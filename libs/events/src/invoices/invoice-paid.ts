import { INVOICE_PAID, type InvoicePaidData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoicePaidData } from '@ledgerline/ledger';

/** v1 (current): one payment on an invoice (part or whole), its source and journal lines (libs/ledger invoices/invoice-events.ts). */
export type InvoicePaidV1 = InvoicePaidData;

export const invoicePaid = defineEvent<typeof INVOICE_PAID, InvoicePaidData>({
  type: INVOICE_PAID,
  currentVersion: 1,
});
