import type { ProductImage } from '../catalogue/catalogue-events.js';
import type { Adjustment, Payment, PostedEntry } from '../transactions/document-events.js';

/**
 * Fixed assets (spec 001 §3 Asset, LEDGER.md §4 and §6). Amounts are fixed-scale decimal strings
 * of the business's currency; quantities are whole units written as strings.
 */

export const ASSET_GROUPS = ['Machinery and Equipment', 'Licensed Vehicles'] as const;
export type AssetGroup = (typeof ASSET_GROUPS)[number];
export const ASSET_CONDITIONS = ['new', 'used'] as const;
export type AssetCondition = (typeof ASSET_CONDITIONS)[number];
/** Spec 001 §9: asset useful life default 3 (months). */
export const DEFAULT_ASSET_LIFESPAN = 3;

export interface AssetCategory {
  name: string;
  group: AssetGroup;
  /** Useful life in months, copied into the asset. */
  lifespan: number;
}

/** The asset's own fields (everything but what buying, selling and depreciating change). */
export interface AssetDetails {
  tag: string;
  name: string;
  serialNo?: string;
  manufacturer?: string;
  model?: string;
  condition?: AssetCondition;
  group?: AssetGroup;
  category: string;
  lifespan: number;
  purchasePrice: string;
  salvageValue: string;
  forceSaleValue?: string;
  description?: string;
  imageUrl?: string;
  /** An uploaded picture, kept beside the events as product images are (the bytes never go into the log). */
  image?: ProductImage;
}

export const ASSET_CATEGORIES_SET = 'AssetCategoriesSet';
export interface AssetCategoriesSetData {
  businessId: string;
  categories: AssetCategory[];
}

export const ASSET_CREATED = 'AssetCreated';
export interface AssetCreatedData extends AssetDetails {
  assetId: string;
  currency: string;
}

export const ASSET_UPDATED = 'AssetUpdated';
export interface AssetUpdatedData extends AssetDetails {
  assetId: string;
}

export const ASSET_ARCHIVED = 'AssetArchived';
export interface AssetArchivedData {
  assetId: string;
}

/** One bought line: `total = quantity × price`, `cost` what it adds to 1500 (its share of S − D + L). */
export interface BoughtAssetItem {
  assetId: string;
  name: string;
  tag: string;
  quantity: string;
  price: string;
  total: string;
  cost: string;
}

export const ASSET_BOUGHT = 'AssetBought';
export interface AssetBoughtData extends PostedEntry {
  type: 'asset_buy';
  number?: string;
  location?: string;
  items: BoughtAssetItem[];
  subtotal: string;
  discount?: Adjustment;
  delivery?: Adjustment;
  tax?: Adjustment;
  total: string;
  payment: Payment;
}

/** One sold line: proceeds `total`, the `cost` and `accumulatedDepreciation` that leave, and the gain or loss (one of them zero). */
export interface SoldAssetItem {
  assetId: string;
  name: string;
  tag: string;
  quantity: string;
  price: string;
  total: string;
  cost: string;
  accumulatedDepreciation: string;
  gain: string;
  loss: string;
}

export const ASSET_SOLD = 'AssetSold';
export interface AssetSoldData extends PostedEntry {
  type: 'asset_sale';
  /** Money-In, category Asset Sales (spec 001 §3 Asset sale draft). */
  category: 'Asset Sales';
  items: SoldAssetItem[];
  total: string;
  payment: Payment;
}

export const ASSET_DEPRECIATED = 'AssetDepreciated';
export interface AssetDepreciatedData extends PostedEntry {
  assetId: string;
  /** YYYY-MM: the month whose end this charge is for; `date` is that month's last day. */
  month: string;
  /** Units held at the month's end that were charged. */
  units: string;
  amount: string;
}

export interface AssetCategoriesSet {
  type: typeof ASSET_CATEGORIES_SET;
  data: AssetCategoriesSetData;
}
export interface AssetCreated {
  type: typeof ASSET_CREATED;
  data: AssetCreatedData;
}
export interface AssetUpdated {
  type: typeof ASSET_UPDATED;
  data: AssetUpdatedData;
}
export interface AssetArchived {
  type: typeof ASSET_ARCHIVED;
  data: AssetArchivedData;
}
export interface AssetBought {
  type: typeof ASSET_BOUGHT;
  data: AssetBoughtData;
}
export interface AssetSold {
  type: typeof ASSET_SOLD;
  data: AssetSoldData;
}
export interface AssetDepreciated {
  type: typeof ASSET_DEPRECIATED;
  data: AssetDepreciatedData;
}

export type AssetEvent = AssetCategoriesSet | AssetCreated | AssetUpdated | AssetArchived | AssetBought | AssetSold | AssetDepreciated;

/** The asset events that post to the journal (their `lines`). */
export const ASSET_POSTING_EVENTS = [ASSET_BOUGHT, ASSET_SOLD, ASSET_DEPRECIATED] as const;
