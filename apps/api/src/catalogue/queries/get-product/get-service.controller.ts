import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findProduct } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetServiceController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('services/:id')
  @ApiOperation({ summary: 'One service' })
  @ApiResponse({ status: 404, description: 'SERVICE_NOT_FOUND (also for a product’s id)' })
  async getService(@BusinessId() businessId: string, @Param('id') id: string) {
    const row = await findProduct(this.runtime.pool, businessId, id);
    if (!row || row.kind !== 'service') throw new AppError(404, 'SERVICE_NOT_FOUND', 'There is no such service');
    return { success: true, data: productView(row) };
  }
}
