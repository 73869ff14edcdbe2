import { STOCK_INTRODUCED, type StockIntroducedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { StockIntroducedData } from '@ledgerline/ledger';

/** v1 (current): opening stock, its items, journal lines (1200 against 3000) and stock movements (libs/ledger document-events.ts). */
export type StockIntroducedV1 = StockIntroducedData;

export const stockIntroduced = defineEvent<typeof STOCK_INTRODUCED, StockIntroducedData>({
  type: STOCK_INTRODUCED,
  currentVersion: 1,
});
