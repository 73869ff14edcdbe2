import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CreateStockTransferDto } from '../../stock-transfers/stock-transfer.dto.js';
import { CreateStockTransferCommand } from './create-stock-transfer.command.js';

@ApiTags('inventory')
@Controller('api/v1/inventory')
export class CreateStockTransferController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transfer-stock')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Transfer stock to another of your businesses',
    description:
      'Sent (the default): the goods leave this business at their moving-average cost (to drawings, 3100) and enter the destination at the same ' +
      'value (from owner’s contribution, 3000), both booked exactly once. A draft posts nothing and can be edited, sent or cancelled later.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission' })
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, reference, status, position } }' })
  @ApiResponse({ status: 404, description: 'BUSINESS_NOT_FOUND: the destination is not a business you own; PRODUCT_NOT_FOUND' })
  @ApiResponse({ status: 409, description: "STOCK_INSUFFICIENT: 'Only 3 of Rice 50kg in stock'" })
  async create(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: CreateStockTransferDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const send = (body.status ?? 'sent') === 'sent';
    const data = await this.commands.execute(
      new CreateStockTransferCommand(
        businessId,
        actor.userId,
        {
          destination: body.destination,
          date: body.date,
          items: body.items.map((item) => ({ product: item.product, quantity: item.quantity })),
          note: body.note,
        },
        send,
        body.reference,
        idempotency,
        meta,
      ),
    );
    return { success: true, message: send ? 'Stock transferred successfully' : 'Stock transfer saved as a draft', data };
  }
}
