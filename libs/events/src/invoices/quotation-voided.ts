import { QUOTATION_VOIDED, type QuotationVoidedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { QuotationVoidedData } from '@ledgerline/ledger';

/** v1 (current): a quotation voided (libs/ledger invoices/invoice-events.ts). */
export type QuotationVoidedV1 = QuotationVoidedData;

export const quotationVoided = defineEvent<typeof QUOTATION_VOIDED, QuotationVoidedData>({
  type: QUOTATION_VOIDED,
  currentVersion: 1,
});
