import { currencyScale, type CurrencyCode } from '@ledgerline/ledger';
import { findBusiness, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/** The business's currency and its scale, for formatting amounts. */
export async function businessCurrency(db: Queryable, businessId: string): Promise<{ currency: string; scale: number }> {
  const business = await findBusiness(db, businessId);
  if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
  return { currency: business.currency, scale: currencyScale(business.currency as CurrencyCode) };
}
