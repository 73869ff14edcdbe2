import { INVOICE_VOIDED, type InvoiceVoidedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoiceVoidedData } from '@ledgerline/ledger';

/** v1 (current): the approval reversed, dated as the approval (libs/ledger invoices/invoice-events.ts). */
export type InvoiceVoidedV1 = InvoiceVoidedData;

export const invoiceVoided = defineEvent<typeof INVOICE_VOIDED, InvoiceVoidedData>({
  type: INVOICE_VOIDED,
  currentVersion: 1,
});
