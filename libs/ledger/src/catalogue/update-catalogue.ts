import type { BusinessState } from '../business/business-state.js';
import { decideCreateContact } from './create-contact.js';
import { decideCreateProduct } from './create-product.js';
import type { ContactCreatedData, Measurement, ProductCreatedData, ProductKind } from './catalogue-events.js';

/**
 * Editing a product, service or contact (spec 001 §7 PATCH /inventories/update/{id} and
 * /entities/update/{id}): the event carries every editable field as it now is (absent: none), so
 * the read model is the last edit, and the rules are those of creating (spec 001 §5).
 */
export const PRODUCT_UPDATED = 'ProductUpdated';
export const CONTACT_UPDATED = 'ContactUpdated';

/** The fields an edit may change; kind, SKU, currency, image and stock are not among them. */
export const EDITABLE_PRODUCT_FIELDS = [
  'name',
  'barcode',
  'description',
  'measurement',
  'buyingPrice',
  'sellingPrice',
  'stockLevel',
  'categoryName',
  'brandName',
  'size',
  'color',
  'expiryDate',
  'expiryReminderDays',
] as const;
export type EditableProductField = (typeof EDITABLE_PRODUCT_FIELDS)[number];
/** Changing these needs permission 37 (edit prices); the others 36 (edit product). */
export const PRICE_FIELDS: readonly EditableProductField[] = ['buyingPrice', 'sellingPrice'];

export type ProductUpdatedData = { productId: string } & Pick<ProductCreatedData, 'name' | 'measurement' | 'buyingPrice' | 'sellingPrice'> &
  Partial<Pick<ProductCreatedData, Exclude<EditableProductField, 'name' | 'measurement' | 'buyingPrice' | 'sellingPrice'>>>;
export interface ProductUpdated {
  type: typeof PRODUCT_UPDATED;
  data: ProductUpdatedData;
}

export type ContactUpdatedData = ContactCreatedData;
export interface ContactUpdated {
  type: typeof CONTACT_UPDATED;
  data: ContactUpdatedData;
}

/** A product as it is before the edit (the read model's row; null: none). */
export interface EditableProduct {
  productId: string;
  kind: ProductKind;
  sku: string;
  name: string;
  barcode: string | null;
  description: string | null;
  measurement: Measurement;
  buyingPrice: string;
  sellingPrice: string;
  stockLevel: string | null;
  categoryName: string | null;
  brandName: string | null;
  size: string | null;
  color: string | null;
  expiryDate: string | null;
  expiryReminderDays: number | null;
}

export interface ProductEdit {
  event: ProductUpdated;
  /** The fields whose value the edit changes (the caller checks 36 and 37 against them). */
  changed: EditableProductField[];
}

/**
 * Given fields replace the product's (a blank one clears it); absent ones stay. An edit that
 * changes nothing still records the event, so a retried PATCH answers the same.
 */
export function decideUpdateProduct(current: EditableProduct, changes: Partial<Record<EditableProductField, unknown>>, business: BusinessState): ProductEdit {
  const merged: Record<string, unknown> = {};
  for (const field of EDITABLE_PRODUCT_FIELDS) merged[field] = field in changes ? changes[field] : (current[field] ?? undefined);
  // The rules of creating (no opening stock: an edit never moves stock).
  const [created] = decideCreateProduct(
    {
      ...merged,
      name: merged.name,
      productId: current.productId,
      kind: current.kind,
      sku: current.sku,
      openingStock: { transactionId: '-', reference: '-', date: '1970-01-01' },
    },
    business,
  );
  const product = created.data as ProductCreatedData;
  const data = { productId: current.productId } as ProductUpdatedData;
  const writable = data as unknown as Record<string, unknown>;
  for (const field of EDITABLE_PRODUCT_FIELDS) if (product[field] !== undefined) writable[field] = product[field];
  const changed = EDITABLE_PRODUCT_FIELDS.filter((field) => String(writable[field] ?? '') !== String(current[field] ?? ''));
  return { event: { type: PRODUCT_UPDATED, data }, changed };
}

/** The contact fields an edit may change: all of them. */
export type ContactChanges = Partial<Record<Exclude<keyof ContactCreatedData, 'contactId'> | 'name', unknown>>;

/** Given fields replace the contact's (a blank one clears it), with the rules of creating ('First name is required', …). */
export function decideUpdateContact(current: ContactCreatedData, changes: ContactChanges): ContactUpdated[] {
  const { contactId, ...fields } = current;
  const merged: Record<string, unknown> = { ...fields };
  // A whole name replaces both parts unless they are given too.
  if ('name' in changes && !('firstName' in changes)) delete merged.firstName;
  if ('name' in changes && !('lastName' in changes)) delete merged.lastName;
  Object.assign(merged, changes);
  const [created] = decideCreateContact({ ...merged, contactId });
  return [{ type: CONTACT_UPDATED, data: created.data }];
}
