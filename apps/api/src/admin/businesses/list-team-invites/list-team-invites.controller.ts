import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { adminListAnswer, adminPage } from '../../http/admin-page.js';
import { containsPattern } from '../../http/admin-query.js';
import { AdminBusinessesQueryDto, adminRange } from '../views/admin-list-query.dto.js';
import { partnerFilter } from '../views/business-scope.js';

/** A team invitation not yet accepted or withdrawn. */
export interface PendingTeamInvite {
  inviteId: string;
  email: string;
  role: string;
  businessId: string;
  businessName: string;
  invitedAt: string;
  lastSentAt: string;
}

interface InviteDbRow {
  invite_id: string;
  email: string;
  role: string;
  business_id: string;
  business_name: string;
  invited_at: Date;
  last_sent_at: Date;
}

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class ListTeamInvitesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('businesses/invites')
  @ApiOperation({ summary: 'Pending team invitations across businesses, newest first; q searches the e-mail and the business name' })
  async list(@CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminBusinessesQueryDto) {
    const page = pageOf(query);
    const { startDate, endDate } = adminRange(query);
    const { rows, total } = await adminPage<InviteDbRow>(
      this.runtime.pool,
      {
        select: 'i.invite_id, i.email, i.role, i.business_id, b.name AS business_name, i.invited_at, i.last_sent_at',
        from: 'team_invites i JOIN businesses b ON b.business_id = i.business_id',
        where: `($1::text IS NULL OR i.email ILIKE $1 OR b.name ILIKE $1)
          AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM business_partners bp WHERE bp.business_id = i.business_id AND bp.partner_id = $2))
          AND i.invited_at >= $3::date AND i.invited_at < $4::date + 1`,
        values: [containsPattern(query.q), partnerFilter(admin, query.partnerId), startDate, endDate],
        orderBy: 'i.invited_at DESC, i.business_id, i.invite_id',
      },
      page,
    );
    const data: PendingTeamInvite[] = rows.map((row) => ({
      inviteId: row.invite_id,
      email: row.email,
      role: row.role,
      businessId: row.business_id,
      businessName: row.business_name,
      invitedAt: row.invited_at.toISOString(),
      lastSentAt: row.last_sent_at.toISOString(),
    }));
    return adminListAnswer(data, total, page);
  }
}
