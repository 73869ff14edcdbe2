import type { CurrencyCode } from '../money.js';
import { STOCK_INTRODUCED, type StockIntroducedData } from '../transactions/document-events.js';

/**
 * Domain events of a business's catalogue: products, services and contacts (current schema;
 * libs/events versions them). Optional fields are absent, not undefined, when not given, so a
 * later version adds fields (variants, raw materials, category and brand ids, …) beside them.
 */

/** Spec 001 §3 "Measurement options", in the spec's order; `Unit` is the default. */
export const MEASUREMENTS = [
  'Unit',
  'Piece',
  'Kg',
  'Litre',
  'Dozen',
  'Carton',
  'Pack',
  'Portion',
  'Wrap',
  'Plate',
  'Bottle',
  'Cup',
  'Yard',
  'Pairs',
  'Hour',
  'Day',
  'Week',
  'Month',
  'Grammes',
] as const;
export type Measurement = (typeof MEASUREMENTS)[number];
export const DEFAULT_MEASUREMENT: Measurement = 'Unit';

export const PRODUCT_KINDS = ['product', 'service'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** An image stored beside the event (the bytes never go into the log): what identifies it. */
export interface ProductImage {
  /** sha256 of the bytes, hex: the key of the stored image. */
  sha256: string;
  /** image/png, image/jpeg or image/gif, as read from the bytes. */
  contentType: string;
  /** Bytes. */
  size: number;
}

export const PRODUCT_CREATED = 'ProductCreated';
export interface ProductCreatedData {
  productId: string;
  kind: ProductKind;
  name: string;
  /** Unique within the business, compared without case (the API checks it). */
  sku: string;
  barcode?: string;
  description?: string;
  measurement: Measurement;
  /** The currency the prices are written in (the business's when created). */
  currency: CurrencyCode;
  /** Cost of one unit, at the currency's scale. */
  buyingPrice: string;
  /** Price of one unit, at the currency's scale. */
  sellingPrice: string;
  /** Products: the low-stock threshold, up to 4 decimal places. */
  stockLevel?: string;
  categoryName?: string;
  brandName?: string;
  size?: string;
  color?: string;
  /** YYYY-MM-DD. */
  expiryDate?: string;
  /** 1 to 100. */
  expiryReminderDays?: number;
  image?: ProductImage;
  /** A variant: the product it is a variant of (category, brand and measurement are the parent's). */
  parentId?: string;
  /** A product with variants: how many were created with it. */
  variantsCount?: number;
  /** What one unit is made of (spec 001 §3 "Raw material line"), each priced at its moving average by default. */
  rawMaterials?: RawMaterialLine[];
}
/** One line of a product's recipe: a raw material (or a product) and how much of it goes into one unit. */
export interface RawMaterialLine {
  id: string;
  name: string;
  /** Up to 4 decimal places, above 0. */
  quantity: string;
  /** Price of one unit of the material, at the currency's scale. */
  price: string;
  measurement: string;
}
export interface ProductCreated {
  type: typeof PRODUCT_CREATED;
  data: ProductCreatedData;
}

/** Spec 001 §3 "Entity (contact)": the kinds a contact can be, each with its own badge. */
export const CONTACT_KINDS = ['customer', 'vendor', 'debtor', 'investor', 'creditor', 'supplier'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const CONTACT_CREATED = 'ContactCreated';
export interface ContactCreatedData {
  contactId: string;
  firstName: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
  website?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postCode?: string;
  country?: string;
  description?: string;
  /** In CONTACT_KINDS order, no repeats; absent when none given. */
  kinds?: ContactKind[];
}
export interface ContactCreated {
  type: typeof CONTACT_CREATED;
  data: ContactCreatedData;
}

/** Opening stock posted with a product (the ledger's StockIntroduced document event). */
export interface OpeningStockIntroduced {
  type: typeof STOCK_INTRODUCED;
  data: StockIntroducedData;
}

export type CatalogueEvent = ProductCreated | ContactCreated | OpeningStockIntroduced;
