import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminBusinessesQueryDto, adminRange } from '../views/admin-list-query.dto.js';
import { containsPattern, partnerFilter } from '../views/business-scope.js';
import { adminBusinessRow, BUSINESS_ROW_SELECT, type BusinessDbRow } from '../views/business-row.js';

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class ListAdminBusinessesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('businesses')
  @ApiOperation({
    summary: 'Businesses, newest first: q searches the name and the owner’s e-mail; partnerId filters (staff); a partner admin sees only their partner’s',
  })
  async list(@CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminBusinessesQueryDto) {
    const page = pageOf(query);
    const { startDate, endDate } = adminRange(query);
    const { rows } = await this.runtime.pool.query<BusinessDbRow & { total: string }>(
      `${BUSINESS_ROW_SELECT}
        WHERE ($1::text IS NULL OR b.name ILIKE $1 OR o.email ILIKE $1)
          AND ($2::uuid IS NULL OR bp.partner_id = $2)
          AND b.created_at >= $3::date AND b.created_at < $4::date + 1
        ORDER BY b.created_at DESC, b.business_id
        LIMIT $5 OFFSET $6`,
      [containsPattern(query.q), partnerFilter(admin, query.partnerId), startDate, endDate, page.limit, (page.page - 1) * page.limit],
    );
    const { rows: counted } = await this.runtime.pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM businesses b
         LEFT JOIN business_partners bp ON bp.business_id = b.business_id
         LEFT JOIN team_members o ON o.business_id = b.business_id AND o.role = 'owner'
        WHERE ($1::text IS NULL OR b.name ILIKE $1 OR o.email ILIKE $1)
          AND ($2::uuid IS NULL OR bp.partner_id = $2)
          AND b.created_at >= $3::date AND b.created_at < $4::date + 1`,
      [containsPattern(query.q), partnerFilter(admin, query.partnerId), startDate, endDate],
    );
    return { success: true, data: rows.map((row) => adminBusinessRow(row)), page: page.page, limit: page.limit, total: counted[0]?.total ?? 0 };
  }
}
