import { Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { AssetFormDoc } from '../../shared/asset-bodies.dto.js';
import { readAssetForm } from '../../shared/asset-form.reader.js';
import { UpdateAssetCommand } from './update-asset.command.js';

@ApiTags('assets')
@Controller('api/v1')
export class UpdateAssetController {
  constructor(private readonly commands: CommandBus) {}

  @Put('assets/:id')
  @ApiOperation({ summary: 'Edit an asset: the same form as create (multipart or JSON, category sent by name); later depreciation follows the new figures' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: AssetFormDoc })
  @ApiResponse({ status: 404, description: 'ASSET_NOT_FOUND' })
  async update(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const { form, image, fingerprint } = await readAssetForm(request, idempotency);
    const updated = await this.commands.execute(new UpdateAssetCommand(businessId, id, form, image, { key: idempotency.key, fingerprint }, meta));
    return { success: true, message: 'Asset updated successfully', data: { ...updated.asset, position: updated.position } };
  }
}
