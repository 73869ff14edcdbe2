import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listSubscriptionPayments } from '@ledgerline/projections';
import { planHolderOf } from '../../../plans/plan-holder.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { businessInScope } from '../views/business-scope.js';

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class GetLastPaymentController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('businesses/:id/last-payment')
  @ApiOperation({ summary: 'The business’s latest card payment for its subscription (a sub-business: its parent’s), or null; amount as a decimal string' })
  async lastPayment(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const { rows } = await listSubscriptionPayments(this.runtime.pool, holder, { page: 1, limit: 1 });
    return { success: true, data: rows[0] ?? null };
  }
}
