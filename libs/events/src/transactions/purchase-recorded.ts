import { PURCHASE_RECORDED, type PurchaseRecordedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PurchaseRecordedData } from '@ledgerline/ledger';

/** v1 (current): the purchase's items, totals, payment block, journal lines and stock movements (libs/ledger document-events.ts). */
export type PurchaseRecordedV1 = PurchaseRecordedData;

export const purchaseRecorded = defineEvent<typeof PURCHASE_RECORDED, PurchaseRecordedData>({
  type: PURCHASE_RECORDED,
  currentVersion: 1,
});
