import type { MaterialStock, RawMaterialLine } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';
import { findRawMaterials } from '../production/production.queries.js';
import { findProducts, type ProductRow } from './catalogue.queries.js';

export interface ProductFamily {
  /** Set on a variant: the product it is a variant of. */
  parentId: string | null;
  variantsCount: number;
  rawMaterials: RawMaterialLine[];
}

interface FamilyDbRow {
  product_id: string;
  parent_id: string | null;
  variants_count: number;
  raw_materials: RawMaterialLine[];
}

/** A product's place in a family (variant of, has variants) and its raw material lines; none for most products. */
export async function findProductFamily(db: Queryable, businessId: string, productId: string): Promise<ProductFamily | undefined> {
  const rows = await execute<FamilyDbRow>(db, sql.table('product_families').where({ business_id: businessId, product_id: productId }));
  const row = rows[0];
  return row && { parentId: row.parent_id, variantsCount: row.variants_count, rawMaterials: row.raw_materials };
}

/** The variants of a product, in the order they were created, with their stock. */
export async function listVariants(db: Queryable, businessId: string, parentId: string): Promise<ProductRow[]> {
  const rows = await execute<{ product_id: string }>(
    db,
    sql
      .table('product_families')
      .where({ business_id: businessId, parent_id: parentId })
      .select('product_id')
      .orderBy([{ column: 'position' }, { column: 'product_id' }]),
  );
  const products = await findProducts(
    db,
    businessId,
    rows.map((row) => row.product_id),
  );
  return rows.map((row) => products.get(row.product_id)).filter((row): row is ProductRow => row !== undefined);
}

/**
 * The materials named by raw material lines: the production's raw materials and the business's
 * products, each with its stock (for the moving average). Unknown ids and services are absent.
 */
export async function findMaterials(db: Queryable, businessId: string, ids: readonly string[]): Promise<Map<string, MaterialStock>> {
  const found = new Map<string, MaterialStock>();
  for (const raw of await findRawMaterials(db, businessId, ids)) {
    found.set(raw.id, { name: raw.name, measurement: raw.measurement, quantity: raw.quantity, value: raw.stockValue, fallbackUnitCost: raw.unitCost });
  }
  const rest = ids.filter((id) => !found.has(id));
  for (const [id, product] of await findProducts(db, businessId, rest)) {
    if (product.kind !== 'product') continue;
    found.set(id, {
      name: product.name,
      measurement: product.measurement,
      quantity: product.quantity,
      value: product.value,
      fallbackUnitCost: product.buyingPrice,
    });
  }
  return found;
}
