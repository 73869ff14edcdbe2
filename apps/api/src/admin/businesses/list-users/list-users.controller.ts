import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { adminListAnswer, adminPage } from '../../http/admin-page.js';
import { containsPattern } from '../../http/admin-query.js';
import { AdminBusinessesQueryDto, AdminListQueryDto, adminRange } from '../views/admin-list-query.dto.js';
import { businessInScope, partnerFilter } from '../views/business-scope.js';

/** A member of a business (one row per user and business). */
export interface AdminBusinessUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  businessId: string;
  businessName: string;
  role: string;
  joinedAt: string;
  signedUpAt: string;
}

interface UserDbRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verified_at: Date | null;
  business_id: string;
  business_name: string;
  role: string;
  joined_at: Date;
  created_at: Date;
}

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class ListBusinessUsersController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('businesses/users')
  @ApiOperation({
    summary: 'Members of businesses (one row per user and business), newest first; q searches names and e-mail; a partner admin sees their partner’s',
  })
  async all(@CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminBusinessesQueryDto) {
    return this.page({ partnerId: partnerFilter(admin, query.partnerId), businessId: null }, query);
  }

  @Get('businesses/:id/users')
  @ApiOperation({ summary: 'Members of one business, newest first; q searches names and e-mail' })
  async ofBusiness(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminListQueryDto) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    return this.page({ partnerId: null, businessId }, query);
  }

  private async page(scope: { partnerId: string | null; businessId: string | null }, query: AdminListQueryDto) {
    const page = pageOf(query);
    const { startDate, endDate } = adminRange(query);
    const { rows, total } = await adminPage<UserDbRow>(
      this.runtime.pool,
      {
        select: 'u.user_id, u.email, u.first_name, u.last_name, u.email_verified_at, m.business_id, b.name AS business_name, m.role, m.joined_at, u.created_at',
        from: 'team_members m JOIN users u ON u.user_id = m.user_id JOIN businesses b ON b.business_id = m.business_id',
        where: `($1::text IS NULL OR u.email ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
          AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM business_partners bp WHERE bp.business_id = m.business_id AND bp.partner_id = $2))
          AND ($3::uuid IS NULL OR m.business_id = $3)
          AND m.joined_at >= $4::date AND m.joined_at < $5::date + 1`,
        values: [containsPattern(query.q), scope.partnerId, scope.businessId, startDate, endDate],
        orderBy: 'm.joined_at DESC, u.user_id, m.business_id',
      },
      page,
    );
    const data: AdminBusinessUser[] = rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      emailVerified: row.email_verified_at !== null,
      businessId: row.business_id,
      businessName: row.business_name,
      role: row.role,
      joinedAt: row.joined_at.toISOString(),
      signedUpAt: row.created_at.toISOString(),
    }));
    return adminListAnswer(data, total, page);
  }
}
