import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { StockTransferContentsDto } from '../../stock-transfers/stock-transfer.dto.js';
import { UpdateStockTransferCommand } from './update-stock-transfer.command.js';

@ApiTags('inventory')
@Controller('api/v1/inventory')
export class UpdateStockTransferController {
  constructor(private readonly commands: CommandBus) {}

  @Put('transfer-stock/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace a draft stock transfer’s destination, date, products and note' })
  @ApiResponse({ status: 409, description: 'STOCK_TRANSFER_NOT_DRAFT' })
  async update(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Param('id') id: string,
    @Body() body: StockTransferContentsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const contents = {
      destination: body.destination,
      date: body.date,
      items: body.items.map((item) => ({ product: item.product, quantity: item.quantity })),
      note: body.note,
    };
    const data = await this.commands.execute(new UpdateStockTransferCommand(businessId, actor.userId, id, contents, idempotency, meta));
    return { success: true, message: 'Stock transfer updated', data };
  }
}
