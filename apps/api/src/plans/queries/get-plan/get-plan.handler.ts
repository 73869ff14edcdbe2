import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { planStatus, type PlanStatus } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadSubscriptionState } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { planHolderOf } from '../../plan-holder.js';
import { GetPlanQuery } from './get-plan.query.js';

@QueryHandler(GetPlanQuery)
export class GetPlanHandler implements IQueryHandler<GetPlanQuery, PlanStatus> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetPlanQuery): Promise<PlanStatus> {
    const holder = await planHolderOf(this.runtime.pool, query.businessId);
    // No subscription (none recorded yet): SUBSCRIPTION_NOT_FOUND, a 404.
    return planStatus(await loadSubscriptionState(this.runtime.pool, holder), new Date().toISOString());
  }
}
