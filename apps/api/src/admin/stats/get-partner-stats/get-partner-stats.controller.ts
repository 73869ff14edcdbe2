import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminRangeQueryDto, adminRangeOf } from '../../http/admin-query.js';
import { PARTNER_NOT_FOUND_MESSAGE, visiblePartner } from '../../partners/records/partner-records.js';
import { countStat, planStat } from '../admin-stats.queries.js';

/** A partner's numbers: only the businesses it brought (business_partners) and their sub-businesses. */
@ApiTags('admin: stats')
@ApiBearerAuth()
@ApiResponse({ status: 404, description: PARTNER_NOT_FOUND_MESSAGE })
@Controller('api/v1/admin/partners/:id/stats')
export class GetPartnerStatsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('users')
  @ApiOperation({ summary: 'Accounts created in the range: total and series' })
  async users(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'users', adminRangeOf(query)) };
  }

  @Get('active-users')
  @ApiOperation({ summary: 'Distinct people who signed in in the range: total and series' })
  async activeUsers(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'active-users', adminRangeOf(query)) };
  }

  @Get('transactions')
  @ApiOperation({ summary: 'Posted transactions by their date: total and series' })
  async transactions(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'transactions', adminRangeOf(query)) };
  }

  @Get('invoices')
  @ApiOperation({ summary: 'Invoices by issue date (deleted ones left out): total and series' })
  async invoices(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'invoices', adminRangeOf(query)) };
  }

  @Get('products')
  @ApiOperation({ summary: 'Products created in the range: total and series' })
  async products(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'products', adminRangeOf(query)) };
  }

  @Get('entities')
  @ApiOperation({ summary: 'Contacts (customers and suppliers) created in the range: total and series' })
  async entities(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'entities', adminRangeOf(query)) };
  }

  @Get('services')
  @ApiOperation({ summary: 'Services created in the range: total and series' })
  async services(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'services', adminRangeOf(query)) };
  }

  @Get('paying-customers')
  @ApiOperation({ summary: 'Businesses that paid for their plan in the range: total and series' })
  async payingCustomers(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'paying-customers', adminRangeOf(query)) };
  }

  @Get('logins')
  @ApiOperation({ summary: 'Sign-ins in the range: total and series' })
  async logins(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await countStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, 'logins', adminRangeOf(query)) };
  }

  @Get('plans')
  @ApiOperation({ summary: 'Businesses by the plan in force now, among those created in the range' })
  async plans(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminRangeQueryDto) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    return { success: true, data: await planStat(this.runtime.pool, { kind: 'partner', partnerId: partner.id }, adminRangeOf(query)) };
  }
}
