import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ArchiveAssetCommand } from './archive-asset.command.js';

@ApiTags('assets')
@Controller('api/v1')
export class ArchiveAssetController {
  constructor(private readonly commands: CommandBus) {}

  @Get('assets/:id/archive')
  @ApiOperation({ summary: 'Archive an asset (as GET /inventories/{id}/archive does for products): off the lists, its books unchanged' })
  @ApiResponse({ status: 404, description: 'ASSET_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'ASSET_ALREADY_ARCHIVED' })
  async archive(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const { position } = await this.commands.execute(new ArchiveAssetCommand(businessId, id, idempotency, meta));
    return { success: true, message: 'Asset archived successfully', data: { id, position } };
  }
}
