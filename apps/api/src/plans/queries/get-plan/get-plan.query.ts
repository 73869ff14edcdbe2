import { Query } from '@nestjs/cqrs';
import type { PlanStatus } from '@ledgerline/ledger';

/** The plan in force for a business now (a sub-business: its parent's). */
export class GetPlanQuery extends Query<PlanStatus> {
  constructor(readonly businessId: string) {
    super();
  }
}
