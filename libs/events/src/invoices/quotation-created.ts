import { QUOTATION_CREATED, type QuotationCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { QuotationCreatedData } from '@ledgerline/ledger';

/** v1 (current): a quotation, pending (posts nothing) (libs/ledger invoices/invoice-events.ts). */
export type QuotationCreatedV1 = QuotationCreatedData;

export const quotationCreated = defineEvent<typeof QUOTATION_CREATED, QuotationCreatedData>({
  type: QUOTATION_CREATED,
  currentVersion: 1,
});
