import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listProducts } from '@ledgerline/projections';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { PagingQueryDto, pageOf, pagedAnswer } from '../../../common/http/paging.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListArchivedProductsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/archived/all')
  @ApiOperation({ summary: 'Archived products and services, newest first; paged (25 a page by default)' })
  @ApiResponse({
    status: 200,
    schema: {
      example: { success: true, data: [{ ...PRODUCT_EXAMPLE, archived: true, archivedAt: '2026-11-20T10:00:00.000Z' }], page: 1, limit: 25, skip: 0, total: 1 },
    },
  })
  async list(@BusinessId() businessId: string, @Query() query: PagingQueryDto) {
    const filter = { archived: true, ...pageOf(query) };
    const { items, total } = await listProducts(this.runtime.pool, businessId, filter);
    return { success: true, ...pagedAnswer(items.map(productView), total, filter) };
  }
}
