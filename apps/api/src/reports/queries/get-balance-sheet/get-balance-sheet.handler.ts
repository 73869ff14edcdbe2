import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { balanceSheet, type BalanceSheetReport } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { reportOrNotFound } from '../../report-errors.js';
import { GetBalanceSheetQuery } from './get-balance-sheet.query.js';

@QueryHandler(GetBalanceSheetQuery)
export class GetBalanceSheetHandler implements IQueryHandler<GetBalanceSheetQuery, BalanceSheetReport> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  execute(query: GetBalanceSheetQuery): Promise<BalanceSheetReport> {
    return reportOrNotFound(balanceSheet(this.runtime.pool, query.businessId, { ...query.dates, knownAt: query.knownAt }));
  }
}
