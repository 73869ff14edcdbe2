import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RestoreProductCommand } from './restore-product.command.js';

@ApiTags('catalogue')
@Controller('api/v1')
export class RestoreProductController {
  constructor(private readonly commands: CommandBus) {}

  /** The spec's client calls it with GET (001 §7). */
  @Get('inventories/:id/restore')
  @ApiOperation({ summary: 'Restore an archived product or service to the lists' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per click; a retry with the same key answers as the first' })
  @ApiParam({ name: 'id', description: 'The product’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Product restored successfully', position: '57' } } })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'PRODUCT_NOT_ARCHIVED' })
  async restore(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const { position } = await this.commands.execute(new RestoreProductCommand(businessId, id, idempotency, meta));
    return { success: true, message: 'Product restored successfully', position };
  }
}
