import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { AssetFormDoc } from '../../shared/asset-bodies.dto.js';
import { readAssetForm } from '../../shared/asset-form.reader.js';
import { CreateAssetCommand } from './create-asset.command.js';

@ApiTags('assets')
@Controller('api/v1')
export class CreateAssetController {
  constructor(private readonly commands: CommandBus) {}

  private async create(businessId: string, request: FastifyRequest, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const { form, image, fingerprint } = await readAssetForm(request, idempotency);
    const created = await this.commands.execute(new CreateAssetCommand(businessId, form, image, { key: idempotency.key, fingerprint }, meta));
    return { success: true, message: 'Asset created successfully', data: { ...created.asset, position: created.position } };
  }

  @Post('assets/create')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Register an asset (spec 001 §3 Asset), JSON or multipart; the category gives its group and useful life. No units are held until it is bought.',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: AssetFormDoc })
  @ApiResponse({
    status: 400,
    description: 'A field named: tag, name, category, purchasePrice required; salvageValue above purchasePrice; lifespan 0; negative amounts',
  })
  @ApiResponse({ status: 409, description: 'ASSET_TAG_ALREADY_EXISTS' })
  createAsset(
    @BusinessId() businessId: string,
    @Req() request: FastifyRequest,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.create(businessId, request, idempotency, meta);
  }

  @Post('assets')
  @HttpCode(201)
  @ApiOperation({ summary: 'The same as POST /assets/create (spec 001 §7 lists both)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: AssetFormDoc })
  createAssetAlias(
    @BusinessId() businessId: string,
    @Req() request: FastifyRequest,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.create(businessId, request, idempotency, meta);
  }
}
