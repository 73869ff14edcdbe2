import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanStatus } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { getBusinessProfile } from '@ledgerline/projections';
import { GetPlanQuery } from '../../../plans/queries/get-plan/get-plan.query.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { businessInScope } from '../views/business-scope.js';
import { adminBusinessRow, BUSINESS_ROW_SELECT, type BusinessDbRow } from '../views/business-row.js';

/** How much a business holds, counted from its read models. */
export interface AdminBusinessCounts {
  members: number;
  pendingInvites: number;
  products: number;
  services: number;
  contacts: number;
  transactions: number;
  invoices: number;
  subBusinesses: number;
}

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class GetAdminBusinessController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly queries: QueryBus,
  ) {}

  @Get('businesses/:id')
  @ApiOperation({ summary: 'One business: profile, owner, plan (as GET /payment/plan gives it), counts, partner and whether it is deactivated' })
  async get(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const { rows } = await this.runtime.pool.query<BusinessDbRow>(`${BUSINESS_ROW_SELECT} WHERE b.business_id = $1`, [businessId]);
    const profile = await getBusinessProfile(this.runtime.pool, businessId);
    const { rows: counted } = await this.runtime.pool.query<AdminBusinessCounts>(
      `SELECT (SELECT count(*)::int FROM team_members WHERE business_id = $1) AS members,
              (SELECT count(*)::int FROM team_invites WHERE business_id = $1) AS "pendingInvites",
              (SELECT count(*)::int FROM products WHERE business_id = $1 AND kind = 'product' AND archived_at IS NULL) AS products,
              (SELECT count(*)::int FROM products WHERE business_id = $1 AND kind = 'service' AND archived_at IS NULL) AS services,
              (SELECT count(*)::int FROM contacts WHERE business_id = $1 AND archived_at IS NULL) AS contacts,
              (SELECT count(*)::int FROM transactions WHERE business_id = $1 AND status = 'posted') AS transactions,
              (SELECT count(*)::int FROM invoices WHERE business_id = $1 AND status <> 'deleted') AS invoices,
              (SELECT count(*)::int FROM businesses WHERE parent_business_id = $1) AS "subBusinesses"`,
      [businessId],
    );
    return {
      success: true,
      data: { ...adminBusinessRow(rows[0]!), profile: profile!, plan: await this.planOf(businessId), counts: counted[0]! },
    };
  }

  /** The plan exactly as the owner's GET /payment/plan answers it; null before the business has a subscription. */
  private async planOf(businessId: string): Promise<PlanStatus | null> {
    try {
      return await this.queries.execute(new GetPlanQuery(businessId));
    } catch (error) {
      if ((error as { code?: string }).code === 'SUBSCRIPTION_NOT_FOUND') return null;
      throw error;
    }
  }
}
