import { STOCK_ADJUSTED, type StockAdjustedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { StockAdjustedData } from '@ledgerline/ledger';

/** v1 (current): a stock count's difference: 1200 against inventory adjustments (6920), and the product's stock movement. */
export type StockAdjustedV1 = StockAdjustedData;

export const stockAdjusted = defineEvent<typeof STOCK_ADJUSTED, StockAdjustedData>({
  type: STOCK_ADJUSTED,
  currentVersion: 1,
});
