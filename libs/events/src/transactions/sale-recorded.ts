import { SALE_RECORDED, type SaleRecordedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { SaleRecordedData } from '@ledgerline/ledger';

/** v1 (current): the sale's items, totals, payment block, journal lines and stock movements (libs/ledger document-events.ts). */
export type SaleRecordedV1 = SaleRecordedData;

export const saleRecorded = defineEvent<typeof SALE_RECORDED, SaleRecordedData>({
  type: SALE_RECORDED,
  currentVersion: 1,
});
