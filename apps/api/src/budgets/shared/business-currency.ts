import { isCurrencyCode, type CurrencyCode } from '@ledgerline/ledger';
import { findBusiness, type Queryable } from '@ledgerline/projections';

/** The business's currency, whose decimals a budget's amounts may have. */
export async function businessCurrency(db: Queryable, businessId: string): Promise<CurrencyCode> {
  const currency = (await findBusiness(db, businessId))?.currency;
  return isCurrencyCode(currency) ? currency : 'NGN';
}
