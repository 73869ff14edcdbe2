import {
  STOCK_TRANSFER_CANCELLED,
  STOCK_TRANSFER_DRAFTED,
  STOCK_TRANSFER_RECEIVED,
  STOCK_TRANSFER_SENT,
  STOCK_TRANSFER_UPDATED,
  type StockTransferCancelledData,
  type StockTransferDraftData,
  type StockTransferReceivedData,
  type StockTransferSentData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { StockTransferCancelledData, StockTransferDraftData, StockTransferReceivedData, StockTransferSentData } from '@ledgerline/ledger';

/** v1 (current): a transfer drafted or its draft replaced; posts nothing (libs/ledger inventory/stock-transfers.ts). */
export const stockTransferDrafted = defineEvent<typeof STOCK_TRANSFER_DRAFTED, StockTransferDraftData>({ type: STOCK_TRANSFER_DRAFTED, currentVersion: 1 });
export const stockTransferUpdated = defineEvent<typeof STOCK_TRANSFER_UPDATED, StockTransferDraftData>({ type: STOCK_TRANSFER_UPDATED, currentVersion: 1 });
/** v1 (current): a draft cancelled. */
export const stockTransferCancelled = defineEvent<typeof STOCK_TRANSFER_CANCELLED, StockTransferCancelledData>({
  type: STOCK_TRANSFER_CANCELLED,
  currentVersion: 1,
});
/** v1 (current): the source's side, posted (1200 out at moving average, to 3100). */
export const stockTransferSent = defineEvent<typeof STOCK_TRANSFER_SENT, StockTransferSentData>({ type: STOCK_TRANSFER_SENT, currentVersion: 1 });
/** v1 (current): the destination's side, posted (1200 in at the same value, from 3000). */
export const stockTransferReceived = defineEvent<typeof STOCK_TRANSFER_RECEIVED, StockTransferReceivedData>({
  type: STOCK_TRANSFER_RECEIVED,
  currentVersion: 1,
});
