import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import { AdminRangeQueryDto, adminRangeOf } from '../../http/admin-query.js';
import { countStat, planStat, type StatsScope } from '../admin-stats.queries.js';

const EVERY_BUSINESS: StatsScope = { kind: 'all' };

/** The whole product's numbers (staff only), over startDate…endDate (default 2000-01-01 … today). */
@ApiTags('admin: stats')
@ApiBearerAuth()
@Controller('api/v1/admin/stats')
export class GetStatsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('users')
  @ApiOperation({ summary: 'Accounts created in the range: total and series' })
  async users(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'users', adminRangeOf(query)) };
  }

  @Get('active-users')
  @ApiOperation({ summary: 'Distinct people who signed in in the range: total and series' })
  async activeUsers(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'active-users', adminRangeOf(query)) };
  }

  @Get('transactions')
  @ApiOperation({ summary: 'Posted transactions by their date: total and series' })
  async transactions(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'transactions', adminRangeOf(query)) };
  }

  @Get('invoices')
  @ApiOperation({ summary: 'Invoices by issue date (deleted ones left out): total and series' })
  async invoices(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'invoices', adminRangeOf(query)) };
  }

  @Get('products')
  @ApiOperation({ summary: 'Products created in the range: total and series' })
  async products(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'products', adminRangeOf(query)) };
  }

  @Get('entities')
  @ApiOperation({ summary: 'Contacts (customers and suppliers) created in the range: total and series' })
  async entities(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'entities', adminRangeOf(query)) };
  }

  @Get('services')
  @ApiOperation({ summary: 'Services created in the range: total and series' })
  async services(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'services', adminRangeOf(query)) };
  }

  @Get('paying-customers')
  @ApiOperation({ summary: 'Businesses that paid for their plan in the range: total and series' })
  async payingCustomers(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'paying-customers', adminRangeOf(query)) };
  }

  @Get('logins')
  @ApiOperation({ summary: 'Sign-ins in the range: total and series' })
  async logins(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await countStat(this.runtime.pool, EVERY_BUSINESS, 'logins', adminRangeOf(query)) };
  }

  @Get('plans')
  @ApiOperation({ summary: 'Businesses by the plan in force now, among those created in the range' })
  async plans(@Query() query: AdminRangeQueryDto) {
    return { success: true, data: await planStat(this.runtime.pool, EVERY_BUSINESS, adminRangeOf(query)) };
  }
}
