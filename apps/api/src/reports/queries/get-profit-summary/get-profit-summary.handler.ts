import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { currencyScale, type CurrencyCode } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { execute, findBusiness, sql } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetProfitSummaryQuery, type ProfitSummary } from './get-profit-summary.query.js';
import { summariseProfit } from './profit-summary.js';

interface TotalsRow {
  account_code: string;
  debit: string;
  credit: string;
}

/**
 * Income, expenses and profit by the chart of accounts' types: over all time from
 * account_balances, or over a date range from journal_lines (by effective date).
 */
@QueryHandler(GetProfitSummaryQuery)
export class GetProfitSummaryHandler implements IQueryHandler<GetProfitSummaryQuery, ProfitSummary> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetProfitSummaryQuery): Promise<ProfitSummary> {
    const business = await findBusiness(this.runtime.pool, query.businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    const scale = currencyScale(business.currency as CurrencyCode);

    const ranged = query.startDate !== null || query.endDate !== null;
    const totals = await execute<TotalsRow>(
      this.runtime.pool,
      ranged
        ? sql
            .table('journal_lines')
            .select('account_code')
            .sum({ debit: 'debit', credit: 'credit' })
            .where('business_id', query.businessId)
            .modify((builder) => {
              if (query.startDate !== null) builder.where('effective_date', '>=', query.startDate);
              if (query.endDate !== null) builder.where('effective_date', '<=', query.endDate);
            })
            .groupBy('account_code')
        : sql
            .table('account_balances')
            .select('account_code')
            .sum({ debit: 'debit_total', credit: 'credit_total' })
            .where('business_id', query.businessId)
            .groupBy('account_code'),
    );

    return {
      currency: business.currency,
      startDate: query.startDate,
      endDate: query.endDate,
      ...summariseProfit(
        totals.map((row) => ({ accountCode: row.account_code, debit: row.debit, credit: row.credit })),
        scale,
      ),
    };
  }
}
