import {
  ASSET_ARCHIVED,
  ASSET_BOUGHT,
  ASSET_CATEGORIES_SET,
  ASSET_CREATED,
  ASSET_DEPRECIATED,
  ASSET_SOLD,
  ASSET_UPDATED,
  type AssetArchivedData,
  type AssetBoughtData,
  type AssetCategoriesSetData,
  type AssetCreatedData,
  type AssetDepreciatedData,
  type AssetSoldData,
  type AssetUpdatedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type {
  AssetArchivedData,
  AssetBoughtData,
  AssetCategoriesSetData,
  AssetCreatedData,
  AssetDepreciatedData,
  AssetSoldData,
  AssetUpdatedData,
} from '@ledgerline/ledger';

/** v1 (current) of the fixed-asset events: libs/ledger/src/assets/asset-events.ts. */
export const assetCategoriesSet = defineEvent<typeof ASSET_CATEGORIES_SET, AssetCategoriesSetData>({ type: ASSET_CATEGORIES_SET, currentVersion: 1 });
export const assetCreated = defineEvent<typeof ASSET_CREATED, AssetCreatedData>({ type: ASSET_CREATED, currentVersion: 1 });
export const assetUpdated = defineEvent<typeof ASSET_UPDATED, AssetUpdatedData>({ type: ASSET_UPDATED, currentVersion: 1 });
export const assetArchived = defineEvent<typeof ASSET_ARCHIVED, AssetArchivedData>({ type: ASSET_ARCHIVED, currentVersion: 1 });
export const assetBought = defineEvent<typeof ASSET_BOUGHT, AssetBoughtData>({ type: ASSET_BOUGHT, currentVersion: 1 });
export const assetSold = defineEvent<typeof ASSET_SOLD, AssetSoldData>({ type: ASSET_SOLD, currentVersion: 1 });
export const assetDepreciated = defineEvent<typeof ASSET_DEPRECIATED, AssetDepreciatedData>({ type: ASSET_DEPRECIATED, currentVersion: 1 });
