import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminRangeQueryDto, adminRangeOf } from '../../http/admin-query.js';
import { countStat, type CountStat } from '../../stats/admin-stats.queries.js';
import { businessInScope } from '../views/business-scope.js';

/** One business's numbers: the admin stats' own queries with a one-business scope (docs/admin.md "Stats"). */
@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin/businesses/:id/stats')
export class GetBusinessStatsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  private async stat(admin: CurrentAdminInfo, id: string, stat: CountStat, query: AdminRangeQueryDto) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'business', businessId }, stat, adminRangeOf(query)) };
  }

  @Get('transactions')
  @ApiOperation({ summary: 'The business’s posted transactions by their date: total and series' })
  async transactions(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminRangeQueryDto) {
    return this.stat(admin, id, 'transactions', query);
  }

  @Get('invoices')
  @ApiOperation({ summary: 'The business’s invoices by issue date (deleted ones left out): total and series' })
  async invoices(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminRangeQueryDto) {
    return this.stat(admin, id, 'invoices', query);
  }

  @Get('products')
  @ApiOperation({ summary: 'Products the business created in the range: total and series' })
  async products(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminRangeQueryDto) {
    return this.stat(admin, id, 'products', query);
  }

  @Get('entities')
  @ApiOperation({ summary: 'Contacts the business created in the range: total and series' })
  async entities(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminRangeQueryDto) {
    return this.stat(admin, id, 'entities', query);
  }

  @Get('services')
  @ApiOperation({ summary: 'Services the business created in the range: total and series' })
  async services(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminRangeQueryDto) {
    return this.stat(admin, id, 'services', query);
  }
}
