import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetProductQuery } from './get-product.query.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetServiceController {
  constructor(private readonly queries: QueryBus) {}

  @Get('services/:id')
  @ApiOperation({ summary: 'One service' })
  @ApiResponse({ status: 404, description: 'SERVICE_NOT_FOUND (also for a product’s id)' })
  async getService(@BusinessId() businessId: string, @Param('id') id: string) {
    return { success: true, data: await this.queries.execute(new GetProductQuery(businessId, id, 'service')) };
  }
}
