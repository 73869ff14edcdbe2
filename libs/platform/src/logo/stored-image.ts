import { execute, sql, type Queryable } from '@ledgerline/projections';

/**
 * A picture the business holds (a product's, an asset's or its logo), by business and sha256, from
 * its image store (product_images); undefined when it holds none by that hash.
 */
export async function loadStoredImage(db: Queryable, businessId: string, sha256: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const rows = await execute<{ content_type: string; data: Buffer }>(
    db,
    sql.table('product_images').select('content_type', 'data').where({ business_id: businessId, sha256 }),
  );
  return rows[0] && { contentType: rows[0].content_type, bytes: rows[0].data };
}
