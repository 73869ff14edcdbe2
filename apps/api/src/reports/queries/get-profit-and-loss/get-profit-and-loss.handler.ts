import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { profitAndLoss, type ProfitAndLossReport } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { reportOrNotFound } from '../../report-errors.js';
import { GetProfitAndLossQuery } from './get-profit-and-loss.query.js';

@QueryHandler(GetProfitAndLossQuery)
export class GetProfitAndLossHandler implements IQueryHandler<GetProfitAndLossQuery, ProfitAndLossReport> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  execute(query: GetProfitAndLossQuery): Promise<ProfitAndLossReport> {
    return reportOrNotFound(
      profitAndLoss(this.runtime.pool, query.businessId, {
        period1: query.period1,
        ...(query.period2 ? { period2: query.period2 } : {}),
        knownAt: query.knownAt,
      }),
    );
  }
}
