import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listLowInStock } from '@ledgerline/projections';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { PagingQueryDto, pageOf, pagedAnswer } from '../../../common/http/paging.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListLowInStockController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/low-in-stock')
  @ApiOperation({ summary: 'Products at or below their stock level, fewest in stock first; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [PRODUCT_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  async list(@BusinessId() businessId: string, @Query() query: PagingQueryDto) {
    const page = pageOf(query);
    const { items, total } = await listLowInStock(this.runtime.pool, businessId, page);
    return { success: true, ...pagedAnswer(items.map(productView), total, page) };
  }
}
