import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { kindOfType } from '../../commands/create-product/create-product.handler.js';
import { NextSkuQueryDto } from './next-sku.dto.js';
import { NextSkuQuery } from './next-sku.query.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class NextSkuController {
  constructor(private readonly queries: QueryBus) {}

  @Get('products/sku')
  @ApiOperation({ summary: 'The SKU a new product (type PRODUCT) or service (type SERVICE) would get' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: 'PRD-000002' } } })
  async nextSku(@BusinessId() businessId: string, @Query() query: NextSkuQueryDto) {
    return { success: true, data: await this.queries.execute(new NextSkuQuery(businessId, kindOfType(query.type))) };
  }
}
