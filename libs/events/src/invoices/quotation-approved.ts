import { QUOTATION_APPROVED, type QuotationApprovedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { QuotationApprovedData } from '@ledgerline/ledger';

/** v1 (current): a quotation approved (libs/ledger invoices/invoice-events.ts). */
export type QuotationApprovedV1 = QuotationApprovedData;

export const quotationApproved = defineEvent<typeof QUOTATION_APPROVED, QuotationApprovedData>({
  type: QUOTATION_APPROVED,
  currentVersion: 1,
});
