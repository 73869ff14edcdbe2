import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListProductsQueryDto } from './list-products.dto.js';
import { kindFilter, ListProductsQuery } from './list-products.query.js';
import { paging } from '../paging.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('products')
  @ApiOperation({ summary: 'Products and services, newest first, with stock; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [PRODUCT_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  async list(@BusinessId() businessId: string, @Query() query: ListProductsQueryDto) {
    const answer = await this.queries.execute(new ListProductsQuery(businessId, { kind: kindFilter(query.type), q: query.q, ...paging(query) }));
    return { success: true, ...answer };
  }
}
