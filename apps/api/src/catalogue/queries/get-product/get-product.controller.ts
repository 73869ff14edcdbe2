import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetProductQuery } from './get-product.query.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetProductController {
  constructor(private readonly queries: QueryBus) {}

  @Get('products/:id')
  @ApiOperation({ summary: 'One product or service, with its stock' })
  @ApiParam({ name: 'id', description: 'The product’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: PRODUCT_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    return { success: true, data: await this.queries.execute(new GetProductQuery(businessId, id)) };
  }
}
