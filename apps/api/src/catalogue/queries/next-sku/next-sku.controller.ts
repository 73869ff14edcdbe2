import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { nextSequentialSku } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { kindOfType, SKU_PREFIX } from '../../views/product-view.js';
import { NextSkuQueryDto } from './next-sku.dto.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class NextSkuController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/sku')
  @ApiOperation({ summary: 'The SKU a new product (type PRODUCT) or service (type SERVICE) would get' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: 'PRD-000002' } } })
  async nextSku(@BusinessId() businessId: string, @Query() query: NextSkuQueryDto) {
    return { success: true, data: await nextSequentialSku(this.runtime.pool, businessId, SKU_PREFIX[kindOfType(query.type)]) };
  }
}
