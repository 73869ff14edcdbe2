import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { currencyScale, type CurrencyCode } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness, getBalanceDetails, type BalanceDetails } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetBalanceDetailsQuery } from './get-balance-details.query.js';

@QueryHandler(GetBalanceDetailsQuery)
export class GetBalanceDetailsHandler implements IQueryHandler<GetBalanceDetailsQuery, BalanceDetails> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetBalanceDetailsQuery): Promise<BalanceDetails> {
    const business = await findBusiness(this.runtime.pool, query.businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    return getBalanceDetails(this.runtime.pool, business.businessId, business.currency, currencyScale(business.currency as CurrencyCode));
  }
}
