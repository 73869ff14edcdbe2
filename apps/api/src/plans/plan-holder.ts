import type { Queryable } from '@ledgerline/projections';

/** The business whose subscription governs `businessId`: a sub-business lives on its parent's plan. */
export async function planHolderOf(db: Queryable, businessId: string): Promise<string> {
  const { rows } = await db.query('SELECT coalesce(parent_business_id, business_id) AS holder FROM businesses WHERE business_id = $1', [businessId]);
  return (rows[0] as { holder: string } | undefined)?.holder ?? businessId;
}
