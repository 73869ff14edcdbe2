import { Query } from '@nestjs/cqrs';
import type { BalanceSheetReport } from '@ledgerline/projections';

export interface BalanceSheetDates {
  date1: string;
  date2?: string;
  profitFrom1?: string;
  profitFrom2?: string;
}

/** The balance sheet at `date1` (and `date2` beside it), as known at `knownAt` when given; each route answers one section of it. */
export class GetBalanceSheetQuery extends Query<BalanceSheetReport> {
  constructor(
    readonly businessId: string,
    readonly dates: BalanceSheetDates,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}
