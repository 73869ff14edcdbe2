import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { UpdateStockCommand } from './update-stock.command.js';
import { UpdateStockDto } from './update-stock.dto.js';

@ApiTags('catalogue')
@Controller('api/v1/inventory')
export class UpdateStockController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('stock-update')
  @ApiOperation({ summary: 'Set a product’s stock to the quantity counted: the difference is recorded as a stock adjustment (never an overwrite)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiResponse({
    status: 200,
    schema: { example: { success: true, message: 'Stock updated successfully', data: { id: '…', reference: 'ADJ0001', position: '61' } } },
  })
  @ApiResponse({ status: 400, description: 'Naming the field: a quantity that is not a number of 0 or more, or the stock already at that quantity' })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  async update(
    @BusinessId() businessId: string,
    @Body() body: UpdateStockDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const count = { product: body.product, counted: body.quantity, unitCost: body.unitCost, reason: body.reason, date: body.date ?? businessToday() };
    const data = await this.commands.execute(new UpdateStockCommand(businessId, count, idempotency, meta));
    return { success: true, message: 'Stock updated successfully', data };
  }
}
