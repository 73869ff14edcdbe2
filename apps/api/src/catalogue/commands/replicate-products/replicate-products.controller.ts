import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ReplicateProductsCommand } from './replicate-products.command.js';
import { ReplicateProductsDto } from './replicate-products.dto.js';

@ApiTags('catalogue')
@Controller('api/v1/inventories')
export class ReplicateProductsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('replicate-products')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create this product in other businesses of the owner, each with its own opening quantity; a retry creates nothing twice',
  })
  @ApiBody({ type: ReplicateProductsDto, examples: { two: { value: { product: '7f1c…', businesses: [{ business: '0b6f…', quantity: '5' }] } } } })
  @ApiResponse({
    status: 201,
    schema: { example: { success: true, message: 'Product created in 1 business', data: [{ business: '0b6f…', productId: '…', position: '12' }] } },
  })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND, or BUSINESS_NOT_FOUND: a business that is not another of the owner’s' })
  async replicate(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Body() body: ReplicateProductsDto, @RequestMeta() meta: RequestMetadata) {
    const targets = body.businesses.map((target) => ({ businessId: target.business, quantity: target.quantity }));
    const data = await this.commands.execute(new ReplicateProductsCommand(businessId, actor.userId, body.product, targets, meta));
    return { success: true, message: `Product created in ${data.length} business${data.length === 1 ? '' : 'es'}`, data };
  }
}
