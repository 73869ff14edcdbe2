import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FREE_PLAN_ID, planById, planStatus, type SubscriptionState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { adminListAnswer, adminPage } from '../../http/admin-page.js';
import { ADMIN_TIME_ZONE, AdminListQueryDto, adminRangeOf, containsPattern } from '../../http/admin-query.js';
import { PARTNER_NOT_FOUND_MESSAGE, visiblePartner } from '../records/partner-records.js';

export interface PartnerBusinessRow {
  id: string;
  name: string;
  ownerName: string | null;
  ownerEmail: string | null;
  /** The plan in force now (a lapsed paid plan gates as Micro); a sub-business lives on its parent's. */
  planId: number;
  planName: string;
  createdAt: string;
  /** When an admin deactivated the business; null while it is active. */
  deactivatedAt: string | null;
}

@ApiTags('admin: partners')
@ApiBearerAuth()
@Controller('api/v1/admin/partners')
export class ListPartnerBusinessesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get(':id/businesses')
  @ApiOperation({ summary: "The businesses a partner brought, newest first; q searches the business's name and its owner's name and e-mail" })
  @ApiResponse({ status: 404, description: PARTNER_NOT_FOUND_MESSAGE })
  async list(@Param('id') id: string, @Query() query: AdminListQueryDto, @CurrentAdmin() admin: CurrentAdminInfo) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    const page = pageOf(query);
    const range = adminRangeOf(query);
    // deactivated_at is read through to_jsonb so this list does not depend on when that column arrives (admin businesses' migration).
    const { rows, total } = await adminPage<{
      business_id: string;
      name: string;
      created_at: Date;
      deactivated_at: string | null;
      owner_name: string | null;
      owner_email: string | null;
      subscription: SubscriptionState | null;
    }>(
      this.runtime.pool,
      {
        select: `b.business_id, b.name, b.created_at, to_jsonb(b) ->> 'deactivated_at' AS deactivated_at,
          nullif(trim(u.first_name || ' ' || coalesce(u.last_name, '')), '') AS owner_name, u.email AS owner_email,
          sub.state AS subscription`,
        from: `business_partners bp
          JOIN businesses b ON b.business_id = bp.business_id
          LEFT JOIN team_members m ON m.business_id = b.business_id AND m.role = 'owner'
          LEFT JOIN users u ON u.user_id = m.user_id
          LEFT JOIN subscriptions sub ON sub.business_id = coalesce(b.parent_business_id, b.business_id)`,
        where: `bp.partner_id = $1
          AND (b.created_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date
          AND ($5::text IS NULL OR b.name ILIKE $5 OR u.email ILIKE $5 OR (u.first_name || ' ' || coalesce(u.last_name, '')) ILIKE $5)`,
        values: [partner.id, ADMIN_TIME_ZONE, range.from, range.to, containsPattern(query.q)],
        orderBy: 'b.created_at DESC, b.business_id',
      },
      page,
    );
    const now = new Date().toISOString();
    const data: PartnerBusinessRow[] = rows.map((row) => {
      const planId = row.subscription?.exists ? planStatus(row.subscription, now).planId : FREE_PLAN_ID;
      return {
        id: row.business_id,
        name: row.name,
        ownerName: row.owner_name,
        ownerEmail: row.owner_email,
        planId,
        planName: planById(planId).name,
        createdAt: row.created_at.toISOString(),
        deactivatedAt: row.deactivated_at ? new Date(row.deactivated_at).toISOString() : null,
      };
    });
    return adminListAnswer(data, total, page);
  }
}
