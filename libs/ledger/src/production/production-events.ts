import type { CurrencyCode } from '../money.js';
import type { PaymentAccount } from '../posting/payment-account.js';
import type { PostedEntry } from '../transactions/document-events.js';

/**
 * Production (spec 002 §2 Production, §3 Production; LEDGER.md §4 RawMaterialsMovedToWip,
 * ProductionBatchProduced). Raw materials are items of their own kind, kept in 1210 per raw
 * material (their stock lives beside the products' in the ledger's product_stock, by id).
 */

export const RAW_MATERIAL_CREATED = 'RawMaterialCreated';
export interface RawMaterialCreatedData {
  rawMaterialId: string;
  name: string;
  sku: string;
  measurement: string;
  currency: CurrencyCode;
  /** Cost of one unit as entered (the opening stock's unit cost). */
  unitCost: string;
  description?: string;
}

export const RAW_MATERIAL_STOCK_INTRODUCED = 'RawMaterialStockIntroduced';
/** Opening stock of a raw material: 1210 against owner's contribution (3000). */
export interface RawMaterialStockIntroducedData extends PostedEntry {
  rawMaterialId: string;
  quantity: string;
  unitCost: string;
  amount: string;
}

/** A raw material consumed, at its moving average. */
export interface ConsumedMaterial {
  id: string;
  name: string;
  quantity: string;
  /** The cost taken out of 1210. */
  cost: string;
}

export const RAW_MATERIALS_MOVED_TO_WIP = 'RawMaterialsMovedToWip';
/** 1220 debit, 1210 credit per raw material. */
export interface RawMaterialsMovedToWipData extends PostedEntry {
  materials: ConsumedMaterial[];
  amount: string;
}

export interface ProducedOutput {
  /** The product made. */
  id: string;
  name: string;
  quantity: string;
  /** The price the user gave (the weight of this output in the spread). */
  price: string;
  /** Its share of the batch's value, into 1200. */
  value: string;
}

export const PRODUCTION_BATCH_PRODUCED = 'ProductionBatchProduced';
/** 1200 output value per product; 1210 inputs per raw material; 1220 WIP used; pay additional costs. */
export interface ProductionBatchProducedData extends PostedEntry {
  inputs: ConsumedMaterial[];
  /** Work in progress used (from 1220). */
  wip: string;
  additionalCosts: { description: string; amount: string }[];
  additionalCostsTotal: string;
  /** Where the additional costs were paid from (absent when none). */
  account?: PaymentAccount;
  outputs: ProducedOutput[];
  /** Inputs + WIP + additional costs = Σ output values, exactly. */
  total: string;
}

export type ProductionEvent =
  | { type: typeof RAW_MATERIAL_CREATED; data: RawMaterialCreatedData }
  | { type: typeof RAW_MATERIAL_STOCK_INTRODUCED; data: RawMaterialStockIntroducedData }
  | { type: typeof RAW_MATERIALS_MOVED_TO_WIP; data: RawMaterialsMovedToWipData }
  | { type: typeof PRODUCTION_BATCH_PRODUCED; data: ProductionBatchProducedData };
