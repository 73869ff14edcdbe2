import { randomUUID } from 'node:crypto';
import type { RawMaterialLineInput, VariantInput } from '@ledgerline/ledger';
import { findProductBySku, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

const isTrue = (value: unknown) => value === true || value === 'true';
const invalid = (field: string, message: string) => AppError.validation([{ field, message }], message);

/** A list sent as JSON, or as its text in a multipart form; absent or '' is an empty list. */
function readList(value: unknown, field: string, max: number): Record<string, unknown>[] {
  if (value === undefined || value === null || value === '') return [];
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw invalid(field, `${field} must be a JSON list`);
    }
  }
  if (!Array.isArray(list)) throw invalid(field, `${field} must be a list`);
  if (list.length > max) throw invalid(field, `${field} can hold at most ${max} lines`);
  list.forEach((line, index) => {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) throw invalid(`${field}[${index}]`, `${field}[${index}] must be an object`);
  });
  return list as Record<string, unknown>[];
}

export const MAX_VARIANTS = 100;
export const MAX_RAW_MATERIAL_LINES = 100;

/**
 * The variants of a create form (spec 001 §3 "Variant", §5): the ones without a name are dropped,
 * each of the others gets a fresh id. hasVariants true with none left is refused.
 */
export function readVariants(form: { hasVariants?: unknown; variants?: unknown }): VariantInput[] {
  const named = readList(form.variants, 'variants', MAX_VARIANTS).filter((line) =>
    typeof line.name === 'string' ? line.name.trim() !== '' : line.name !== undefined && line.name !== null,
  );
  if (isTrue(form.hasVariants) && named.length === 0) throw invalid('variants', 'Add at least one variant with a name');
  return named.map((line) => ({
    productId: randomUUID(),
    name: line.name,
    quantity: line.quantity,
    sku: line.sku,
    barcode: line.barcode,
    buyingPrice: line.buyingPrice,
    sellingPrice: line.sellingPrice,
    stockLevel: line.stockLevel,
  }));
}

/** The raw material lines of a create form (spec 001 §3 "Raw material line"); hasRawMaterial true with none is refused. */
export function readRawMaterials(form: { hasRawMaterial?: unknown; rawMaterials?: unknown }): RawMaterialLineInput[] {
  const lines = readList(form.rawMaterials, 'rawMaterials', MAX_RAW_MATERIAL_LINES);
  if (isTrue(form.hasRawMaterial) && lines.length === 0) throw invalid('rawMaterials', 'Add at least one raw material line');
  return lines.map((line) => ({ id: line.id ?? line._id, name: line.name, quantity: line.quantity, price: line.price, measurement: line.measurement }));
}

/** Each variant's SKU must be free in the catalogue (compared without case), like the parent's. */
export async function checkVariantSkusFree(db: Queryable, businessId: string, variants: readonly VariantInput[]): Promise<void> {
  for (const [index, variant] of variants.entries()) {
    const sku = typeof variant.sku === 'string' ? variant.sku.trim() : '';
    if (!sku) continue;
    if (await findProductBySku(db, businessId, sku)) {
      const message = `SKU ${sku} is already used by another product or service`;
      throw new AppError(409, 'SKU_ALREADY_EXISTS', message, [{ field: `variants[${index}].sku`, message }]);
    }
  }
}

/**
 * A quantity typed below 0 (spec 001 §5: recorded as a purchase). Only a first look, to know
 * whether a purchase needs ids or a use case must refuse early; the ledger reads the number exactly.
 */
export const looksNegative = (quantity: unknown): boolean =>
  (typeof quantity === 'number' && quantity < 0) || (typeof quantity === 'string' && quantity.trim().startsWith('-'));

export const rawMaterialIds = (lines: readonly RawMaterialLineInput[]): string[] => [
  ...new Set(lines.map((line) => (typeof line.id === 'string' ? line.id.trim() : '')).filter((id) => id !== '')),
];
