import {
  PARKED_SALE_DELETED,
  POS_SALE_PARKED,
  POS_SALE_RECORDED,
  REGISTER_CLOSED,
  REGISTER_OPENED,
  type PosParkedSaleDeletedData,
  type PosSaleParkedData,
  type PosSaleRecordedData,
  type RegisterClosedData,
  type RegisterOpenedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PosParkedSaleDeletedData, PosSaleParkedData, PosSaleRecordedData, RegisterClosedData, RegisterOpenedData } from '@ledgerline/ledger';

/** v1 (current): a register opened with its float (libs/ledger pos-events.ts). */
export const registerOpened = defineEvent<typeof REGISTER_OPENED, RegisterOpenedData>({ type: REGISTER_OPENED, currentVersion: 1 });
/** v1 (current): a register closed with its counts, and the cash difference posted to 6930. */
export const registerClosed = defineEvent<typeof REGISTER_CLOSED, RegisterClosedData>({ type: REGISTER_CLOSED, currentVersion: 1 });
/** v1 (current): the till's view of a counter sale (the sale itself is the SaleRecorded beside it). */
export const posSaleRecorded = defineEvent<typeof POS_SALE_RECORDED, PosSaleRecordedData>({ type: POS_SALE_RECORDED, currentVersion: 1 });
/** v1 (current): a cart parked; posts nothing. */
export const posSaleParked = defineEvent<typeof POS_SALE_PARKED, PosSaleParkedData>({ type: POS_SALE_PARKED, currentVersion: 1 });
/** v1 (current): a parked cart deleted. */
export const posParkedSaleDeleted = defineEvent<typeof PARKED_SALE_DELETED, PosParkedSaleDeletedData>({ type: PARKED_SALE_DELETED, currentVersion: 1 });
