import { Query } from '@nestjs/cqrs';
import type { BudgetVsActual } from '@ledgerline/ledger';
import type { BudgetView } from '@ledgerline/projections';

/** A budget beside the books: per line and month, what was planned and what was posted. */
export interface BudgetActuals extends BudgetVsActual {
  budget: BudgetView;
  currency: string;
}

export class GetBudgetActualsQuery extends Query<BudgetActuals> {
  constructor(
    readonly businessId: string,
    readonly budgetId: string,
  ) {
    super();
  }
}
