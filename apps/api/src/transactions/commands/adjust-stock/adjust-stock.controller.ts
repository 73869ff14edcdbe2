import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { AdjustStockCommand } from './adjust-stock.command.js';
import { stockAdjustmentInput, AdjustStockDto } from './adjust-stock.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BAD_INPUT, SUPPLIER } from '../../http/money-docs.js';

@ApiTags('transactions')
@Controller('api/v1')
export class AdjustStockController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transactions/stock-adjustments')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Adjust a product’s stock to a count: more adds at a unit cost, less takes out at the moving-average cost (inventory adjustments, 6920)',
  })
  @ApiBody({
    type: AdjustStockDto,
    examples: {
      damaged: { summary: 'Two bags damaged', value: { date: '2026-11-22', product: SUPPLIER, quantity: '-2', reason: 'Damaged in transit' } },
      found: { summary: 'Found in a count', value: { date: '2026-11-22', product: SUPPLIER, quantity: '3', unitCost: '4500.00' } },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  @ApiResponse({ status: 409, description: 'STOCK_INSUFFICIENT: taking out more than is in stock' })
  async adjustStock(
    @BusinessId() businessId: string,
    @Body() body: AdjustStockDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new AdjustStockCommand(businessId, stockAdjustmentInput(body), body.reference, idempotency, meta));
    return { success: true, message: 'Stock adjusted', data };
  }
}
