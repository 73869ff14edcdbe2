import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import { ADMIN_TIME_ZONE, AdminListQueryDto, adminRangeOf, likePattern, searchOf } from '../../http/admin-query.js';
import { toPartner, type PartnerRecord } from '../records/partner-records.js';

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
    const q = searchOf(query.q);
    const { rows } = await this.runtime.pool.query(
      `SELECT p.*, count(*) OVER ()::int AS total,
              (SELECT count(*)::int FROM admin_users a WHERE a.partner_id = p.partner_id) AS admin_count,
              (SELECT count(*)::int FROM business_partners bp WHERE bp.partner_id = p.partner_id) AS business_count
         FROM partners p
        WHERE (p.created_at AT TIME ZONE $1)::date BETWEEN $2::date AND $3::date
          AND ($4::text IS NULL OR p.name ILIKE $4 OR p.email ILIKE $4 OR p.phone ILIKE $4)
        ORDER BY p.created_at DESC, p.partner_id
        LIMIT $5 OFFSET $6`,
      [ADMIN_TIME_ZONE, range.from, range.to, q ? likePattern(q) : null, page.limit, (page.page - 1) * page.limit],
    );
    const data: PartnerListRow[] = rows.map((row) => ({ ...toPartner(row), adminCount: row.admin_count, businessCount: row.business_count }));
    return { success: true, data, page: page.page, limit: page.limit, total: rows[0]?.total ?? (await this.count(range, q)) };
  }

  /** The total when the page asked for is past the end (no row carries it). */
  private async count(range: { from: string; to: string }, q: string | undefined): Promise<number> {
    const { rows } = await this.runtime.pool.query(
      `SELECT count(*)::int AS n FROM partners p
        WHERE (p.created_at AT TIME ZONE $1)::date BETWEEN $2::date AND $3::date
          AND ($4::text IS NULL OR p.name ILIKE $4 OR p.email ILIKE $4 OR p.phone ILIKE $4)`,
      [ADMIN_TIME_ZONE, range.from, range.to, q ? likePattern(q) : null],
    );
    return rows[0].n;
  }
}
