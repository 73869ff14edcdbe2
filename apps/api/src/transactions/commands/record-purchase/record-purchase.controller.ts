import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordPurchaseCommand } from './record-purchase.command.js';
import { tradeDocumentInput } from '../../documents/trade-document-input.js';
import { RecordPurchaseDto } from './record-purchase.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BAD_INPUT, ITEM, CUSTOMER } from '../../http/sales-docs.js';

@ApiTags('transactions')
@Controller('api/v1/transactions')
export class RecordPurchaseController {
  constructor(private readonly commands: CommandBus) {}

  @Post('purchases')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Record a purchase of stock',
    description:
      'Products bought go into stock at their line totals; a discount is discount received, delivery a transport cost, tax VAT receivable. ' +
      'Services bought are expenses (POST /transactions/expenses). On credit the rest is owed to the entity (needs permission 29 besides 25 or 22).',
  })
  @ApiBody({
    type: RecordPurchaseDto,
    examples: {
      cash: { summary: 'Cash purchase', value: { date: '2026-11-20', items: [{ product: ITEM, quantity: '50', price: '1200.00' }], account: 'Cash' } },
      credit: {
        summary: 'Credit purchase with delivery and VAT',
        value: {
          date: '2026-11-20',
          items: [{ product: ITEM, quantity: '50', price: '1200.00' }],
          delivery: '2500.00',
          tax: '7.5',
          taxType: 'percent',
          account: 'Cash',
          credit: true,
          initial_deposit: '10000.00',
          due_date: '2026-12-20',
          entity: CUSTOMER,
        },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  @ApiResponse({ status: 403, description: 'PERMISSION_DENIED: a credit purchase without permission 29' })
  async recordPurchase(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: RecordPurchaseDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordPurchaseCommand(businessId, tradeDocumentInput(body), body.reference, actor, idempotency, meta));
    return { success: true, message: 'Purchase recorded successfully', data };
  }
}
