import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { DuplicatePurchaseOrderCommand } from './duplicate-purchase-order.command.js';
import { PURCHASE_ORDER_PATHS } from '../../spec-paths.js';

@ApiTags('inventory')
@Controller(PURCHASE_ORDER_PATHS)
export class DuplicatePurchaseOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/duplicate')
  @HttpCode(201)
  @ApiOperation({ summary: 'Copy a purchase order into a new draft, under the next number' })
  async duplicate(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new DuplicatePurchaseOrderCommand(businessId, id, idempotency, meta));
    return { success: true, message: 'Purchase order duplicated', data };
  }
}
