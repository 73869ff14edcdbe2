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
import { adminBusinessRow, BUSINESS_ROW_COLUMNS, BUSINESS_ROW_FROM, type BusinessDbRow } from '../views/business-row.js';

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
    const { rows, total } = await adminPage<BusinessDbRow>(
      this.runtime.pool,
      {
        select: BUSINESS_ROW_COLUMNS,
        from: BUSINESS_ROW_FROM,
        where: `($1::text IS NULL OR b.name ILIKE $1 OR o.email ILIKE $1)
          AND ($2::uuid IS NULL OR bp.partner_id = $2)
          AND b.created_at >= $3::date AND b.created_at < $4::date + 1`,
        values: [containsPattern(query.q), partnerFilter(admin, query.partnerId), startDate, endDate],
        orderBy: 'b.created_at DESC, b.business_id',
      },
      page,
    );
    return adminListAnswer(
      rows.map((row) => adminBusinessRow(row)),
      total,
      page,
    );
  }
}
