import { INVOICE_AMENDED, type InvoiceAmendedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoiceAmendedData } from '@ledgerline/ledger';

/** v1 (current): an approved invoice corrected: reversal and corrected posting (libs/ledger invoices/invoice-events.ts). */
export type InvoiceAmendedV1 = InvoiceAmendedData;

export const invoiceAmended = defineEvent<typeof INVOICE_AMENDED, InvoiceAmendedData>({
  type: INVOICE_AMENDED,
  currentVersion: 1,
});
