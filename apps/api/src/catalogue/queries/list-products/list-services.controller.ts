import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listProducts } from '@ledgerline/projections';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { ListServicesQueryDto } from './list-products.dto.js';
import { pagedAnswer, pageOf } from '../../../common/http/paging.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListServicesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('services')
  @ApiOperation({ summary: 'Services, newest first; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } } })
  async listServices(@BusinessId() businessId: string, @Query() query: ListServicesQueryDto) {
    const filter = { kind: 'service' as const, q: query.q, ...pageOf(query) };
    const { items, total } = await listProducts(this.runtime.pool, businessId, filter);
    return { success: true, ...pagedAnswer(items.map(productView), total, filter) };
  }
}
