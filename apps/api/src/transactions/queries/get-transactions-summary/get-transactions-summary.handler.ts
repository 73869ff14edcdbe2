import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { summarizeTransactions } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency } from '../business-currency.js';
import { GetTransactionsSummaryQuery, type TransactionsSummary } from './get-transactions-summary.query.js';

@QueryHandler(GetTransactionsSummaryQuery)
export class GetTransactionsSummaryHandler implements IQueryHandler<GetTransactionsSummaryQuery, TransactionsSummary> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetTransactionsSummaryQuery): Promise<TransactionsSummary> {
    const { currency, scale } = await businessCurrency(this.runtime.pool, query.businessId);
    const totals = await summarizeTransactions(this.runtime.pool, query.businessId, query.filter, scale);
    return { currency, from: query.filter.from ?? null, to: query.filter.to ?? null, ...totals };
  }
}
