import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { searchProducts } from '@ledgerline/projections';
import { kindFilter, productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { SEARCH_LIMIT, SearchProductsParamsDto, SearchProductsQueryDto } from './search-products.dto.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class SearchProductsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/s/:query/:type/:assetCategory')
  @ApiOperation({ summary: 'Products and services whose name, SKU or barcode contains the query (exact SKU or barcode first); archived ones are not found' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [PRODUCT_EXAMPLE] } } })
  async search(@BusinessId() businessId: string, @Param() params: SearchProductsParamsDto, @Query() query: SearchProductsQueryDto) {
    const filter = { q: params.query, kind: kindFilter(params.type), limit: query.limit ?? SEARCH_LIMIT };
    return { success: true, data: (await searchProducts(this.runtime.pool, businessId, filter)).map(productView) };
  }
}
