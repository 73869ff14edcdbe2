import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminRequestMeta } from '../views/admin-request-meta.js';
import { businessInScope } from '../views/business-scope.js';
import { CloneBusinessDto } from './clone-business.dto.js';
import { CloneBusinessHandler } from './clone-business.handler.js';

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class CloneBusinessController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly cloner: CloneBusinessHandler,
  ) {}

  @Post('businesses/:id/clone')
  @ApiOperation({
    summary:
      'A new business for the same owner with the source’s account settings, categories, brands, products and services (no stock), each an event; answers the new business id',
  })
  async clone(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Param('id') id: string,
    @Body() body: CloneBusinessDto,
    @Idempotency() idempotency: IdempotencyContext,
    @AdminRequestMeta() meta: RequestMetadata,
  ) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const data = await this.cloner.clone(businessId, { name: body?.name, idempotencyKey: idempotency.key }, meta);
    return { success: true, message: 'Business cloned successfully', data: { ...data, id: data.businessId } };
  }
}
