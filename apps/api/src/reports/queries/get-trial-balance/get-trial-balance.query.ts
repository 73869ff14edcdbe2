import { Query } from '@nestjs/cqrs';
import type { TrialBalanceReport } from '@ledgerline/projections';

/** The trial balance at the end of `date`, as known at `knownAt` when given. */
export class GetTrialBalanceQuery extends Query<TrialBalanceReport> {
  constructor(
    readonly businessId: string,
    readonly date: string,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}
