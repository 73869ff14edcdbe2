import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { decideChangePlan, evolveSubscriptionAll, FREE_PLAN_ID, parsePlan, planById, planStatus, type SubscriptionState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadSubscriptionState } from '@ledgerline/projections';
import { writeToBusiness } from '../../../businesses/commands/business-write.js';
import { AppError } from '../../../common/errors/app-error.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { planHolderOf } from '../../../plans/plan-holder.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminRequestMeta } from '../views/admin-request-meta.js';
import { businessInScope } from '../views/business-scope.js';

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class DeactivatePlanController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  @Post('businesses/:id/plan/:planId/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the plan now: the business goes to the Micro Business Plan (the owner’s own change to Micro, by the admin)' })
  @ApiResponse({ status: 409, description: 'The business is not on that (paid or trial) plan now' })
  async deactivatePlan(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Param('id') id: string,
    @Param('planId') planIdParam: string,
    @Idempotency() idempotency: IdempotencyContext,
    @AdminRequestMeta() meta: RequestMetadata,
  ) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const planId = parsePlan(planIdParam, 'planId');
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const now = new Date().toISOString();
    let after: SubscriptionState | undefined;
    await writeToBusiness(this.executor, { businessId: holder, idempotency, requestMetadata: meta }, async (db) => {
      const state = await loadSubscriptionState(db, holder);
      // Decided under the stream lock: the plan in force now must be the one named (Micro has nothing to end).
      const current = state.exists ? planStatus(state, now).planId : null;
      if (planId === FREE_PLAN_ID || current !== planId) {
        throw new AppError(409, 'PLAN_NOT_CURRENT', `The business is not on the ${planById(planId).name}`);
      }
      const events = decideChangePlan({ plan: FREE_PLAN_ID, now }, state);
      after = evolveSubscriptionAll(events, state);
      return toNewEvents(events);
    });
    return { success: true, message: 'Plan deactivated successfully', data: planStatus(after!, now) };
  }
}
