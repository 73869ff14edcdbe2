import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatAmount, type CurrencyCode } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness, owedTotals, type OwedSide } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../../dashboard/known-at.js';
import { GetOwedStatsQuery, type OwedStats, type OwedTotalsView } from './get-owed-stats.query.js';

@QueryHandler(GetOwedStatsQuery)
export class GetOwedStatsHandler implements IQueryHandler<GetOwedStatsQuery, OwedStats> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetOwedStatsQuery): Promise<OwedStats> {
    const business = await findBusiness(this.runtime.pool, query.businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    const currency = business.currency as CurrencyCode;
    const known = await knownDocuments(this.runtime, query.businessId, query.knownAt);
    const side = async (name: OwedSide): Promise<OwedTotalsView | null> => {
      if (!query.sides[name]) return null;
      const totals = await owedTotals(this.runtime.pool, query.businessId, name, query.today, known);
      return { ...totals, total: formatAmount(totals.total, currency), overdue: formatAmount(totals.overdue, currency) };
    };
    const [receivables, payables] = await Promise.all([side('receivables'), side('payables')]);
    return { currency, today: query.today, receivables, payables };
  }
}
