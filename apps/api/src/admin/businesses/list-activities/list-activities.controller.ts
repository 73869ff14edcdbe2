import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { adminListAnswer } from '../../http/admin-page.js';
import { AdminBusinessesQueryDto, AdminListQueryDto, adminRange } from '../views/admin-list-query.dto.js';
import { businessActivities } from '../views/business-activities.js';
import { businessInScope, partnerFilter } from '../views/business-scope.js';

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class ListBusinessActivitiesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('businesses/activities')
  @ApiOperation({ summary: 'Recent events across businesses, newest first: when, business, who (user or admin), type and a one-line summary' })
  async all(@CurrentAdmin() admin: CurrentAdminInfo, @Query() query: AdminBusinessesQueryDto) {
    const page = pageOf(query);
    const { rows, total } = await businessActivities(this.runtime.pool, { partnerId: partnerFilter(admin, query.partnerId) }, adminRange(query), page);
    return adminListAnswer(rows, total, page);
  }

  @Get('businesses/:id/activities')
  @ApiOperation({ summary: 'Recent events of one business, newest first' })
  async ofBusiness(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminListQueryDto) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const page = pageOf(query);
    const { rows, total } = await businessActivities(this.runtime.pool, { businessId, partnerId: null }, adminRange(query), page);
    return adminListAnswer(rows, total, page);
  }
}
