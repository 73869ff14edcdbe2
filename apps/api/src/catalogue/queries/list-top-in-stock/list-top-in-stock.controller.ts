import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listTopInStock } from '@ledgerline/projections';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { PagingQueryDto, pageOf } from '../../../common/http/paging.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListTopInStockController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/top-in-stock')
  @ApiOperation({ summary: 'The products with the most in stock, most first (limit, 10 by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [PRODUCT_EXAMPLE] } } })
  async list(@BusinessId() businessId: string, @Query() query: PagingQueryDto) {
    const { limit } = pageOf(query, { defaultLimit: 10 });
    return { success: true, data: (await listTopInStock(this.runtime.pool, businessId, limit)).map(productView) };
  }
}
