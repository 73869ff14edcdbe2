import { QUOTATION_UPDATED, type QuotationUpdatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { QuotationUpdatedData } from '@ledgerline/ledger';

/** v1 (current): a pending quotation changed (libs/ledger invoices/invoice-events.ts). */
export type QuotationUpdatedV1 = QuotationUpdatedData;

export const quotationUpdated = defineEvent<typeof QUOTATION_UPDATED, QuotationUpdatedData>({
  type: QUOTATION_UPDATED,
  currentVersion: 1,
});
