import { INVOICE_REMINDER_SENT, type InvoiceReminderSentData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InvoiceReminderSentData } from '@ledgerline/ledger';

/** v1 (current): a payment reminder e-mailed for an invoice and day (libs/ledger invoices/invoice-events.ts). */
export type InvoiceReminderSentV1 = InvoiceReminderSentData;

export const invoiceReminderSent = defineEvent<typeof INVOICE_REMINDER_SENT, InvoiceReminderSentData>({
  type: INVOICE_REMINDER_SENT,
  currentVersion: 1,
});
