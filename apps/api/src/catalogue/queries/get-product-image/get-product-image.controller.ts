import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { GetProductImageQuery } from './get-product-image.query.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetProductImageController {
  constructor(private readonly queries: QueryBus) {}

  @Get('inventories/:id/image')
  @ApiOperation({ summary: 'The product’s image (PNG, JPEG or GIF)' })
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND, IMAGE_NOT_FOUND' })
  async image(@BusinessId() businessId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const image = await this.queries.execute(new GetProductImageQuery(businessId, id));
    void reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400');
    return image.bytes;
  }
}
