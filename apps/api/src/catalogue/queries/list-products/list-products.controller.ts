import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listProducts } from '@ledgerline/projections';
import { kindFilter, productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { ListProductsQueryDto } from './list-products.dto.js';
import { productListFilter } from '../../products/product-filters.js';
import { pagedAnswer, pageOf } from '../../../common/http/paging.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListProductsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories')
  @ApiOperation({ summary: 'Products and services, newest first, with stock; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [PRODUCT_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  async list(@BusinessId() businessId: string, @Query() query: ListProductsQueryDto) {
    const filter = { kind: kindFilter(query.type), q: query.q, refine: productListFilter(query), ...pageOf(query) };
    const { items, total } = await listProducts(this.runtime.pool, businessId, filter);
    const answer = pagedAnswer(items.map(productView), total, filter);
    return { success: true, ...answer };
  }
}
