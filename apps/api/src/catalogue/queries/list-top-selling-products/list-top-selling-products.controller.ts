import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { pageOf } from '../../../common/http/paging.js';
import { ListTopSellingProductsQuery } from './list-top-selling-products.query.js';
import { ListTopSellingProductsQueryDto } from './list-top-selling-products.dto.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListTopSellingProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('inventories/top-selling-products')
  @ApiOperation({ summary: 'The best-selling products and services by sales amount, optionally between dates (limit, 10 by default)' })
  @ApiResponse({
    status: 200,
    schema: { example: { success: true, data: [{ _id: '7f1c…', name: 'Rice 50kg', kind: 'product', quantity: '12', amount: '612000.00' }] } },
  })
  async list(@BusinessId() businessId: string, @Query() query: ListTopSellingProductsQueryDto) {
    const { limit } = pageOf(query, { defaultLimit: 10 });
    const window = { ...(query.startDate ? { from: query.startDate } : {}), ...(query.endDate ? { to: query.endDate } : {}) };
    return { success: true, data: await this.queries.execute(new ListTopSellingProductsQuery(businessId, window, limit)) };
  }
}
