import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { currencyScale, type CurrencyCode } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { getBalanceDetails, type BalanceDetails } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { GetBalanceDetailsQuery } from './get-balance-details.query.js';

@QueryHandler(GetBalanceDetailsQuery)
export class GetBalanceDetailsHandler implements IQueryHandler<GetBalanceDetailsQuery, BalanceDetails> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  execute(query: GetBalanceDetailsQuery): Promise<BalanceDetails> {
    return getBalanceDetails(this.runtime.pool, query.businessId, query.currency, currencyScale(query.currency as CurrencyCode));
  }
}
