import type { DocumentProduct } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

/**
 * What a sale or purchase is decided against (libs/ledger DocumentContext): the named products
 * with their kind, name and stock, and which named contacts exist. Called inside the append's
 * transaction, after the stream lock, so the stock read is the stock the sale follows.
 */
export async function loadDocumentProducts(db: Queryable, businessId: string, productIds: readonly string[]): Promise<Map<string, DocumentProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await execute<{ product_id: string; kind: 'product' | 'service'; name: string; quantity: string | null; value: string | null }>(
    db,
    sql
      .table('products as p')
      .leftJoin('product_stock as s', function () {
        this.on('s.business_id', 'p.business_id').andOn('s.product_id', 'p.product_id');
      })
      .select('p.product_id', 'p.kind', 'p.name', 's.quantity', 's.value')
      .where('p.business_id', businessId)
      .whereIn('p.product_id', [...productIds]),
  );
  return new Map(rows.map((row) => [row.product_id, { kind: row.kind, name: row.name, quantity: row.quantity ?? '0', value: row.value ?? '0' }]));
}

/** The ids among `contactIds` that are contacts of the business. */
export async function existingContacts(db: Queryable, businessId: string, contactIds: readonly string[]): Promise<Set<string>> {
  if (contactIds.length === 0) return new Set();
  const rows = await execute<{ contact_id: string }>(
    db,
    sql
      .table('contacts')
      .select('contact_id')
      .where('business_id', businessId)
      .whereIn('contact_id', [...contactIds]),
  );
  return new Set(rows.map((row) => row.contact_id));
}
