import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { decideChangePlan, evolveSubscriptionAll, planStatus, type SubscriptionState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadSubscriptionState } from '@ledgerline/projections';
import { writeToBusiness } from '../../../businesses/commands/business-write.js';
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
import { AdminChangePlanDto } from './change-plan.dto.js';

/** The payment reference of a plan the provider gives (as the operator CLI's `operator-grant`): no card payment stands behind it. */
export const adminGrantReference = (): string => `admin-grant:${randomUUID()}`;

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class AdminChangePlanController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  @Post('businesses/:id/change-plan')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Put the business (a sub-business: its parent) on a plan without a payment: the owner’s own plan change decision, paid, with paymentReference admin-grant:<uuid>; answers the plan as GET /payment/plan does',
  })
  async changePlan(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Param('id') id: string,
    @Body() body: AdminChangePlanDto,
    @Idempotency() idempotency: IdempotencyContext,
    @AdminRequestMeta() meta: RequestMetadata,
  ) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const now = new Date().toISOString();
    const paymentReference = adminGrantReference();
    let after: SubscriptionState | undefined;
    await writeToBusiness(this.executor, { businessId: holder, idempotency, requestMetadata: meta }, async (db) => {
      const state = await loadSubscriptionState(db, holder);
      const events = decideChangePlan({ plan: body?.plan, period: body?.period, extraUsers: body?.extraUsers, paymentReference, now }, state);
      after = evolveSubscriptionAll(events, state);
      return toNewEvents(events);
    });
    const state = after ?? (await loadSubscriptionState(this.runtime.pool, holder));
    return { success: true, message: 'Plan changed successfully', data: planStatus(state, now) };
  }
}
