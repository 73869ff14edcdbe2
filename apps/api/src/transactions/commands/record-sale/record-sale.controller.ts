import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordSaleCommand } from './record-sale.command.js';
import { tradeDocumentInput } from '../../documents/trade-document-input.js';
import { RecordSaleDto } from './record-sale.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BAD_INPUT, ITEM, CUSTOMER } from '../../http/sales-docs.js';

const SERVICE = '5d1c2a9e-8f7b-4e6a-b1c3-2a4d6e8f0a1b';

@ApiTags('transactions')
@Controller('api/v1/transactions')
export class RecordSaleController {
  constructor(private readonly commands: CommandBus) {}

  @Post('sales')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Record a sale',
    description:
      'Products and services sold. Each line is round(quantity × price); discount, delivery and tax are fixed or a percent of the subtotal; ' +
      'total = subtotal − discount + delivery + tax. Products leave stock at their moving-average cost. On credit, initial_deposit is paid now ' +
      'and the rest is owed by the entity by due_date (needs permission 28 besides 23 or 22).',
  })
  @ApiBody({
    type: RecordSaleDto,
    examples: {
      cash: {
        summary: 'Cash sale with a percent discount',
        value: { date: '2026-11-22', items: [{ product: ITEM, quantity: '2', price: '1500.00' }], discount: '10', discountType: 'percent', account: 'Cash' },
      },
      credit: {
        summary: 'Credit sale with a deposit, delivery and tax',
        value: {
          date: '2026-11-22',
          items: [
            { product: ITEM, quantity: '3', price: '1500.00' },
            { product: SERVICE, quantity: '1', price: '2000.00' },
          ],
          delivery: { type: 'fixed', value: '500.00' },
          tax: { type: 'percent', value: '7.5' },
          account: 'Cash',
          credit: true,
          initial_deposit: '2000.00',
          due_date: '2026-12-22',
          entity: CUSTOMER,
        },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  @ApiResponse({ status: 403, description: 'PERMISSION_DENIED: a credit sale without permission 28' })
  @ApiResponse({ status: 409, description: "STOCK_INSUFFICIENT: 'Only 3 of Rice 50kg in stock' (unless selling below zero is allowed); REFERENCE_TAKEN" })
  async recordSale(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: RecordSaleDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordSaleCommand(businessId, tradeDocumentInput(body), body.reference, actor, idempotency, meta));
    return { success: true, message: 'Sale recorded successfully', data };
  }
}
