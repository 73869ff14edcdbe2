import { Query } from '@nestjs/cqrs';
import type { ReportPeriod } from '@ledgerline/ledger';
import type { ProfitAndLossReport } from '@ledgerline/projections';

/** The profit and loss for `period1`, with `period2` beside it, as known at `knownAt` when given. */
export class GetProfitAndLossQuery extends Query<ProfitAndLossReport> {
  constructor(
    readonly businessId: string,
    readonly period1: ReportPeriod,
    readonly period2: ReportPeriod | undefined,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}
