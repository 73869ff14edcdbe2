import { Decimal, formatAmount, type ProductCreatedData, type ProductKind, type StockMovement } from '@ledgerline/ledger';
import type { ProductRow } from '@ledgerline/projections';

/** A product or service as the API shows it (`_id` as the spec's client reads it). Services carry no stock: null. */
export interface ProductView {
  _id: string;
  id: string;
  type: 'PRODUCT' | 'SERVICE';
  isService: boolean;
  name: string;
  sku: string;
  barcode: string | null;
  description: string | null;
  measurement: string;
  currency: string;
  buyingPrice: string;
  sellingPrice: string;
  stockLevel: string | null;
  /** Quantity in stock. */
  quantity: string | null;
  /** Value of that stock at cost. */
  stockValue: string | null;
  /** A product with variants: its own quantity stays 0, its stock is its variants' (GET /inventory/{id}/variants). */
  hasVariants: boolean;
  /** At or below its stock level; never a service, nor a product with variants (each variant has a level of its own). */
  lowInStock: boolean;
  categoryName: string | null;
  brandName: string | null;
  size: string | null;
  color: string | null;
  expiryDate: string | null;
  expiryReminderDays: number | null;
  imageUrl: string | null;
  createdAt: string;
  /** Archived products leave the lists and searches; their history stays. */
  archived: boolean;
  archivedAt: string | null;
}

export function productView(row: ProductRow): ProductView {
  const isService = row.kind === 'service';
  const hasVariants = row.variantsCount > 0;
  return {
    _id: row.productId,
    id: row.productId,
    type: isService ? 'SERVICE' : 'PRODUCT',
    isService,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    description: row.description,
    measurement: row.measurement,
    currency: row.currency,
    buyingPrice: row.buyingPrice,
    sellingPrice: row.sellingPrice,
    stockLevel: isService ? null : (row.stockLevel ?? '0'),
    quantity: isService ? null : row.quantity,
    stockValue: isService ? null : row.value,
    hasVariants,
    // As the low-in-stock list decides (LOW_IN_STOCK of the read model).
    lowInStock: !isService && !hasVariants && new Decimal(row.quantity).lte(row.stockLevel ?? '0'),
    categoryName: row.categoryName,
    brandName: row.brandName,
    size: row.size,
    color: row.color,
    expiryDate: row.expiryDate,
    expiryReminderDays: row.expiryReminderDays,
    imageUrl: row.image ? `/api/v1/inventories/${row.productId}/image` : null,
    createdAt: row.createdAt,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt,
  };
}

/** The view of a product just created, from its events (what the read model will hold once projected). */
export function productViewFromEvents(product: ProductCreatedData, stock: readonly StockMovement[], recordedAt: Date, position: bigint): ProductView {
  const movement = stock.find((m) => m.productId === product.productId);
  return productView({
    productId: product.productId,
    kind: product.kind,
    name: product.name,
    sku: product.sku,
    barcode: product.barcode ?? null,
    description: product.description ?? null,
    measurement: product.measurement,
    currency: product.currency,
    buyingPrice: product.buyingPrice,
    sellingPrice: product.sellingPrice,
    stockLevel: product.stockLevel ?? null,
    categoryName: product.categoryName ?? null,
    brandName: product.brandName ?? null,
    size: product.size ?? null,
    color: product.color ?? null,
    expiryDate: product.expiryDate ?? null,
    expiryReminderDays: product.expiryReminderDays ?? null,
    image: product.image ?? null,
    createdAt: recordedAt.toISOString(),
    archivedAt: null,
    position: position.toString(),
    quantity: movement?.quantity ?? '0',
    value: movement?.value ?? formatAmount('0', product.currency),
    variantsCount: product.variantsCount ?? 0,
  });
}

/** PRODUCT → product, SERVICE → service, ALL/BOTH/absent → both. */
export function kindFilter(type: string | undefined): ProductKind | undefined {
  const upper = type?.toUpperCase();
  return upper === 'PRODUCT' ? 'product' : upper === 'SERVICE' ? 'service' : undefined;
}

export const PRODUCT_TYPE_FILTERS = ['PRODUCT', 'SERVICE', 'ALL', 'BOTH'] as const;

/** Generated SKUs: `PRD-000001`, `SRV-000001`, … (the next number after the highest in use). */
export const SKU_PREFIX: Readonly<Record<ProductKind, string>> = { product: 'PRD-', service: 'SRV-' };

export const kindOfType = (type: string | undefined): ProductKind => (type?.toUpperCase() === 'SERVICE' ? 'service' : 'product');
