import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { trialBalance, type TrialBalanceReport } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { reportOrNotFound } from '../../report-errors.js';
import { GetTrialBalanceQuery } from './get-trial-balance.query.js';

@QueryHandler(GetTrialBalanceQuery)
export class GetTrialBalanceHandler implements IQueryHandler<GetTrialBalanceQuery, TrialBalanceReport> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  execute(query: GetTrialBalanceQuery): Promise<TrialBalanceReport> {
    return reportOrNotFound(trialBalance(this.runtime.pool, query.businessId, { date: query.date, knownAt: query.knownAt }));
  }
}
