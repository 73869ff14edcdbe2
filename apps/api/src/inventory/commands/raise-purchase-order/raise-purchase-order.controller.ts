import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { PurchaseOrderContentsDto } from '../../purchase-orders/purchase-order.dto.js';
import { purchaseOrderContents } from '../../purchase-orders/purchase-order-contents.js';
import { RaisePurchaseOrderCommand } from './raise-purchase-order.command.js';

@ApiTags('inventory')
@Controller('api/v1/inventory')
export class RaisePurchaseOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('purchase-orders')
  @HttpCode(201)
  @ApiOperation({ summary: 'Raise a purchase order (posts nothing until goods are received against it)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission' })
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, number, status, position } }' })
  async raise(
    @BusinessId() businessId: string,
    @Body() body: PurchaseOrderContentsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RaisePurchaseOrderCommand(businessId, purchaseOrderContents(body), idempotency, meta));
    return { success: true, message: 'Purchase order created successfully', data };
  }
}
