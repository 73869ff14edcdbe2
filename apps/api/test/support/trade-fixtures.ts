import { Decimal } from '@ledgerline/ledger';
import { as, type SignedInOwner } from './accounts.js';
import type { TestApi } from './test-api.js';

/**
 * Catalogue entries for the sales and purchases tests, made through the catalogue's own API
 * (POST /inventories, POST /entities) as the owner. Products start with no stock; tests buy it
 * with a purchase.
 */
export async function createProduct(
  api: TestApi,
  owner: SignedInOwner,
  input: { name: string; kind?: 'product' | 'service'; buyingPrice?: string; sellingPrice?: string },
): Promise<string> {
  const response = await api.request({
    method: 'POST',
    url: '/api/v1/inventories',
    headers: as(owner),
    body: {
      type: input.kind === 'service' ? 'SERVICE' : 'PRODUCT',
      name: input.name,
      buyingPrice: input.buyingPrice ?? '1',
      sellingPrice: input.sellingPrice ?? '1',
    },
  });
  if (response.status !== 201) throw new Error(`creating product ${input.name}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.id;
}

export async function createContact(api: TestApi, owner: SignedInOwner, name: string): Promise<string> {
  const response = await api.request({ method: 'POST', url: '/api/v1/entities', headers: as(owner), body: { name } });
  if (response.status !== 201) throw new Error(`creating contact ${name}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.id;
}

/** A product's stock as the ledger projector keeps it; none → zero. */
export async function stockOf(api: TestApi, businessId: string, productId: string): Promise<{ quantity: string; value: string }> {
  const result = await api.runtime.pool.query('SELECT quantity, value FROM product_stock WHERE business_id = $1 AND product_id = $2', [businessId, productId]);
  const row = result.rows[0] ?? { quantity: '0', value: '0' };
  return { quantity: new Decimal(row.quantity).toString(), value: new Decimal(row.value).toFixed(2) };
}

/** An account's balance (debits − credits), optionally of one sub-account. */
export async function balanceOf(api: TestApi, businessId: string, account: string, subAccount = ''): Promise<string> {
  const result = await api.runtime.pool.query(
    'SELECT coalesce(sum(debit_total - credit_total), 0) AS balance FROM account_balances WHERE business_id = $1 AND account_code = $2 AND sub_account = $3',
    [businessId, account, subAccount],
  );
  return new Decimal(result.rows[0].balance).toFixed(2);
}

/** Σ debits and Σ credits over every account of the business: equal when every entry balanced. */
export async function trialBalance(api: TestApi, businessId: string): Promise<{ debit: string; credit: string }> {
  const result = await api.runtime.pool.query(
    'SELECT coalesce(sum(debit_total), 0) AS debit, coalesce(sum(credit_total), 0) AS credit FROM account_balances WHERE business_id = $1',
    [businessId],
  );
  return { debit: new Decimal(result.rows[0].debit).toFixed(2), credit: new Decimal(result.rows[0].credit).toFixed(2) };
}
