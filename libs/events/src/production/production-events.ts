import {
  PRODUCTION_BATCH_PRODUCED,
  RAW_MATERIAL_CREATED,
  RAW_MATERIAL_STOCK_INTRODUCED,
  RAW_MATERIALS_MOVED_TO_WIP,
  type ProductionBatchProducedData,
  type RawMaterialCreatedData,
  type RawMaterialsMovedToWipData,
  type RawMaterialStockIntroducedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ProductionBatchProducedData, RawMaterialCreatedData, RawMaterialsMovedToWipData, RawMaterialStockIntroducedData } from '@ledgerline/ledger';

/** v1 (current): a raw material created (libs/ledger production-events.ts). */
export const rawMaterialCreated = defineEvent<typeof RAW_MATERIAL_CREATED, RawMaterialCreatedData>({ type: RAW_MATERIAL_CREATED, currentVersion: 1 });
/** v1 (current): a raw material's opening stock, 1210 against 3000. */
export const rawMaterialStockIntroduced = defineEvent<typeof RAW_MATERIAL_STOCK_INTRODUCED, RawMaterialStockIntroducedData>({
  type: RAW_MATERIAL_STOCK_INTRODUCED,
  currentVersion: 1,
});
/** v1 (current): raw materials moved to work in progress, 1220 against 1210. */
export const rawMaterialsMovedToWip = defineEvent<typeof RAW_MATERIALS_MOVED_TO_WIP, RawMaterialsMovedToWipData>({
  type: RAW_MATERIALS_MOVED_TO_WIP,
  currentVersion: 1,
});
/** v1 (current): a production batch: outputs into 1200 at the inputs' and costs' value. */
export const productionBatchProduced = defineEvent<typeof PRODUCTION_BATCH_PRODUCED, ProductionBatchProducedData>({
  type: PRODUCTION_BATCH_PRODUCED,
  currentVersion: 1,
});
