import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { listAssetCategories } from '@ledgerline/projections';
import { Inject } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RUNTIME } from '../../../runtime.token.js';
import { SetAssetCategoriesDto } from './set-asset-categories.dto.js';
import { SetAssetCategoriesCommand } from './set-asset-categories.command.js';

@ApiTags('assets')
@Controller('api/v1')
export class SetAssetCategoriesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Put('assets/categories')
  @ApiOperation({ summary: 'Set the business’s asset categories (the whole list): each with its group and useful life in months' })
  @ApiResponse({ status: 400, description: 'Naming the entry: categories[1].lifespan must be at least 1 month, an unknown group, a name twice' })
  async set(
    @BusinessId() businessId: string,
    @Body() body: SetAssetCategoriesDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const { position } = await this.commands.execute(new SetAssetCategoriesCommand(businessId, body.categories, idempotency, meta));
    return { success: true, message: 'Asset categories saved', data: await listAssetCategories(this.runtime.pool, businessId), position };
  }
}
