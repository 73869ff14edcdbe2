import {
  PURCHASE_ORDER_RAISED,
  PURCHASE_ORDER_RECEIVED,
  PURCHASE_ORDER_STATUS_CHANGED,
  PURCHASE_ORDER_UPDATED,
  type PurchaseOrderData,
  type PurchaseOrderReceivedData,
  type PurchaseOrderStatusChangedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PurchaseOrderData, PurchaseOrderReceivedData, PurchaseOrderStatusChangedData } from '@ledgerline/ledger';

/** v1 (current): an order raised, or its contents replaced; posts nothing (libs/ledger inventory/purchase-orders.ts). */
export const purchaseOrderRaised = defineEvent<typeof PURCHASE_ORDER_RAISED, PurchaseOrderData>({ type: PURCHASE_ORDER_RAISED, currentVersion: 1 });
export const purchaseOrderUpdated = defineEvent<typeof PURCHASE_ORDER_UPDATED, PurchaseOrderData>({ type: PURCHASE_ORDER_UPDATED, currentVersion: 1 });
/** v1 (current): sent to the supplier, or cancelled. */
export const purchaseOrderStatusChanged = defineEvent<typeof PURCHASE_ORDER_STATUS_CHANGED, PurchaseOrderStatusChangedData>({
  type: PURCHASE_ORDER_STATUS_CHANGED,
  currentVersion: 1,
});
/** v1 (current): goods received against the order; the purchase that books them is its own event beside it. */
export const purchaseOrderReceived = defineEvent<typeof PURCHASE_ORDER_RECEIVED, PurchaseOrderReceivedData>({
  type: PURCHASE_ORDER_RECEIVED,
  currentVersion: 1,
});
