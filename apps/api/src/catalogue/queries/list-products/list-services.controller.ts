import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListServicesQueryDto } from './list-products.dto.js';
import { ListProductsQuery } from './list-products.query.js';
import { paging } from '../paging.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListServicesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('services')
  @ApiOperation({ summary: 'Services, newest first; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } } })
  async listServices(@BusinessId() businessId: string, @Query() query: ListServicesQueryDto) {
    return { success: true, ...(await this.queries.execute(new ListProductsQuery(businessId, { kind: 'service', q: query.q, ...paging(query) }))) };
  }
}
