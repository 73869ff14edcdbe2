import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { purchaseOrderContents } from '../../purchase-orders/purchase-order-contents.js';
import { PurchaseOrderContentsDto } from '../../purchase-orders/purchase-order.dto.js';
import { UpdatePurchaseOrderCommand } from './update-purchase-order.command.js';
import { PURCHASE_ORDER_PATHS } from '../../spec-paths.js';

@ApiTags('inventory')
@Controller(PURCHASE_ORDER_PATHS)
export class UpdatePurchaseOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace a purchase order’s supplier, dates, lines and note (before anything is received)' })
  @ApiResponse({ status: 409, description: 'PURCHASE_ORDER_CLOSED: received, cancelled, or goods already received against it' })
  async update(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: PurchaseOrderContentsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new UpdatePurchaseOrderCommand(businessId, id, purchaseOrderContents(body), idempotency, meta));
    return { success: true, message: 'Purchase order updated successfully', data };
  }
}
