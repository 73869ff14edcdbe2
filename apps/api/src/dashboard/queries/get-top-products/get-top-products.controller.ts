import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListLimitDto } from '../../dashboard-inputs.js';
import { readListLimit } from '../../periods.js';
import { GetTopProductsQuery } from './get-top-products.query.js';
import { BUSINESS_NOTE, VOIDS_NOTE, KNOWN_AT_NOTE } from '../../http/dashboard-docs.js';

@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class GetTopProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('topproducts')
  @ApiOperation({
    summary: 'The best-selling products and services by sales amount, all time (default 5)',
    description: `sales_qty: quantity sold; sales_cost: what the sold lines came to; sales_avg: their average price. ${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}`,
  })
  @ApiResponse({ status: 200, description: '{ success, data: [{ _id, name, kind, sales_qty, sales_avg, sales_cost }] }' })
  async topProducts(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopProductsQuery(businessId, limit, query.knownAt)) };
  }
}
