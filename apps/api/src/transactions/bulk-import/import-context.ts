import { requireBusiness, type ImportContext } from '@ledgerline/ledger';
import { loadBusinessState, type Queryable } from '@ledgerline/projections';

/** Lower case, trimmed, runs of spaces as one: how `importLookups` writes names. */
const NORMALISED = (column: string) => `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * What the rows of one file are resolved against: the business's currency and bank accounts,
 * and only the products (by name or SKU) and contacts (by full name, company or e-mail) the file
 * names. Read before the rows are recorded; each command checks again under its stream lock.
 */
export async function loadImportContext(db: Queryable, businessId: string, lookups: { products: string[]; contacts: string[] }): Promise<ImportContext> {
  const business = requireBusiness(await loadBusinessState(db, businessId));
  const products =
    lookups.products.length === 0
      ? []
      : (
          await db.query(
            `SELECT product_id, name, sku FROM products
              WHERE business_id = $1 AND (${NORMALISED('name')} = ANY($2::text[]) OR ${NORMALISED('sku')} = ANY($2::text[]))`,
            [businessId, lookups.products],
          )
        ).rows.map((row: { product_id: string; name: string; sku: string }) => ({ id: row.product_id, name: row.name, sku: row.sku }));
  const fullName = `concat_ws(' ', first_name, last_name)`;
  const contacts =
    lookups.contacts.length === 0
      ? []
      : (
          await db.query(
            `SELECT contact_id, ${fullName} AS full_name, company, email FROM contacts
              WHERE business_id = $1
                AND (${NORMALISED(fullName)} = ANY($2::text[]) OR ${NORMALISED('company')} = ANY($2::text[]) OR ${NORMALISED('email')} = ANY($2::text[]))`,
            [businessId, lookups.contacts],
          )
        ).rows.map((row: { contact_id: string; full_name: string; company: string | null; email: string | null }) => ({
          id: row.contact_id,
          names: [row.full_name, row.company, row.email].filter((name): name is string => typeof name === 'string' && name !== ''),
        }));
  return { currency: business.currency, bankAccounts: Object.values(business.bankAccounts), products, contacts };
}
