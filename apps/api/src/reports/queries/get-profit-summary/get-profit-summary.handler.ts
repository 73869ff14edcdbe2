import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { currencyScale, dayBefore, EMPTY_TOTALS, totalsBetween } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { booksAt } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { reportOrNotFound } from '../../report-errors.js';
import { GetProfitSummaryQuery, type ProfitSummary } from './get-profit-summary.query.js';
import { summariseProfit } from './profit-summary.js';

/** Past any date a document can carry: "up to now". */
const END_OF_TIME = '9999-12-31';

/**
 * Income, expenses and profit by the chart of accounts' types, over all time or a date range
 * (by effective date), from the report aggregates: the books at the end of the range less the
 * books the day before it starts, read with the business in one statement (`booksAt`).
 */
@QueryHandler(GetProfitSummaryQuery)
export class GetProfitSummaryHandler implements IQueryHandler<GetProfitSummaryQuery, ProfitSummary> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetProfitSummaryQuery): Promise<ProfitSummary> {
    const end = query.endDate ?? END_OF_TIME;
    const opening = query.startDate !== null ? dayBefore(query.startDate) : null;
    const { business, totals } = await reportOrNotFound(
      booksAt(this.runtime.pool, query.businessId, opening ? [opening, end] : [end], { knownAt: query.knownAt }),
    );
    const scale = currencyScale(business.currency);
    const moved = totalsBetween(opening ? totals.get(opening)! : EMPTY_TOTALS, totals.get(end)!);

    return {
      currency: business.currency,
      startDate: query.startDate,
      endDate: query.endDate,
      ...summariseProfit(
        moved.accounts.map((row) => ({ accountCode: row.code, debit: row.debit, credit: row.credit })),
        scale,
      ),
    };
  }
}
