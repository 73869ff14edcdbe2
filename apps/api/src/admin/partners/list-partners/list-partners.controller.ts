import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import { adminListAnswer, adminPage } from '../../http/admin-page.js';
import { ADMIN_TIME_ZONE, AdminListQueryDto, adminRangeOf, containsPattern } from '../../http/admin-query.js';
import { toPartner, type PartnerRecord, type PartnerRow } from '../records/partner-records.js';

export interface PartnerListRow extends PartnerRecord {
  adminCount: number;
  businessCount: number;
}

@ApiTags('admin: partners')
@ApiBearerAuth()
@Controller('api/v1/admin/partners')
export class ListPartnersController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get()
  @ApiOperation({ summary: 'Every partner (staff only), newest first; q searches name, e-mail and phone; the range is the creation date' })
  async list(@Query() query: AdminListQueryDto) {
    const page = pageOf(query);
    const range = adminRangeOf(query);
    const { rows, total } = await adminPage<PartnerRow & { admin_count: number; business_count: number }>(
      this.runtime.pool,
      {
        select: `p.*,
          (SELECT count(*)::int FROM admin_users a WHERE a.partner_id = p.partner_id) AS admin_count,
          (SELECT count(*)::int FROM business_partners bp WHERE bp.partner_id = p.partner_id) AS business_count`,
        from: 'partners p',
        where: `(p.created_at AT TIME ZONE $1)::date BETWEEN $2::date AND $3::date
          AND ($4::text IS NULL OR p.name ILIKE $4 OR p.email ILIKE $4 OR p.phone ILIKE $4)`,
        values: [ADMIN_TIME_ZONE, range.from, range.to, containsPattern(query.q)],
        orderBy: 'p.created_at DESC, p.partner_id',
      },
      page,
    );
    const data: PartnerListRow[] = rows.map((row) => ({ ...toPartner(row), adminCount: row.admin_count, businessCount: row.business_count }));
    return adminListAnswer(data, total, page);
  }
}
