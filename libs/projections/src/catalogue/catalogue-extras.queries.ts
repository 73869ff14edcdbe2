import type { CurrencyCode, QrMenuItem } from '@ledgerline/ledger';
import type { Queryable } from '../db.js';

export interface ProductLabelRow {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
}

const LABELS = {
  category: { table: 'product_categories', id: 'category_id' },
  brand: { table: 'product_brands', id: 'brand_id' },
} as const;

/** The business's categories or brands, by name. */
export async function listProductLabels(db: Queryable, businessId: string, kind: 'category' | 'brand'): Promise<ProductLabelRow[]> {
  const { table, id } = LABELS[kind];
  const { rows } = await db.query(`SELECT ${id} AS id, name, description, created_at FROM ${table} WHERE business_id = $1 ORDER BY lower(name), ${id}`, [
    businessId,
  ]);
  return (rows as { id: string; name: string; description: string | null; created_at: Date }[]).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Lower-cased names in use, for the uniqueness check (read inside the append). */
export async function productLabelNames(db: Queryable, businessId: string, kind: 'category' | 'brand'): Promise<Set<string>> {
  const { table } = LABELS[kind];
  const { rows } = await db.query(`SELECT lower(name) AS name FROM ${table} WHERE business_id = $1`, [businessId]);
  return new Set((rows as { name: string }[]).map((row) => row.name));
}

export interface QrMenuRow {
  menuId: string;
  businessId: string;
  businessName: string;
  name: string;
  description: string | null;
  currency: CurrencyCode;
  items: QrMenuItem[];
  createdAt: string;
}

const MENU = `SELECT m.menu_id, m.business_id, b.name AS business_name, m.name, m.description, m.currency, m.items, m.created_at
              FROM qr_menus m JOIN businesses b ON b.business_id = m.business_id`;

function toMenu(row: Record<string, any>): QrMenuRow {
  return {
    menuId: row.menu_id,
    businessId: row.business_id,
    businessName: row.business_name,
    name: row.name,
    description: row.description,
    currency: row.currency,
    items: row.items,
    createdAt: (row.created_at as Date).toISOString(),
  };
}

export async function listQrMenus(db: Queryable, businessId: string): Promise<QrMenuRow[]> {
  const { rows } = await db.query(`${MENU} WHERE m.business_id = $1 ORDER BY m.position DESC`, [businessId]);
  return rows.map(toMenu);
}

/** A menu by its public id alone (the public page), or within one business. */
export async function findQrMenu(db: Queryable, menuId: string, businessId?: string): Promise<QrMenuRow | undefined> {
  const { rows } = businessId
    ? await db.query(`${MENU} WHERE m.menu_id = $1 AND m.business_id = $2`, [menuId, businessId])
    : await db.query(`${MENU} WHERE m.menu_id = $1`, [menuId]);
  return rows[0] ? toMenu(rows[0]) : undefined;
}
