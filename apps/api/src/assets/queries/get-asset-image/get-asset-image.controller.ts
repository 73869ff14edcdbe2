import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { GetAssetImageQuery } from './get-asset-image.query.js';

@ApiTags('assets')
@Controller('api/v1')
export class GetAssetImageController {
  constructor(private readonly queries: QueryBus) {}

  @Get('assets/:id/image')
  @ApiOperation({ summary: 'The asset’s uploaded picture (PNG, JPEG or GIF), as the asset’s imageUrl names it' })
  @ApiParam({ name: 'id', description: 'The asset’s id; another business’s is 404' })
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 404, description: 'ASSET_NOT_FOUND, IMAGE_NOT_FOUND' })
  async image(@BusinessId() businessId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const image = await this.queries.execute(new GetAssetImageQuery(businessId, id));
    void reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400');
    return image.bytes;
  }
}
