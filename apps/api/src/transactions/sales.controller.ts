import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { RecordPurchaseCommand } from './commands/record-purchase/record-purchase.command.js';
import { RecordPurchaseDto } from './commands/record-purchase/record-purchase.dto.js';
import { RecordSaleCommand } from './commands/record-sale/record-sale.command.js';
import { RecordSaleDto } from './commands/record-sale/record-sale.dto.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};
const CREATED = { status: 201, description: '{ success, message, data: { id, reference, position, total } }' };
const BAD_INPUT = {
  status: 400,
  description: '{ success: false, message, code, errors: [{ field, message }] }: the field named (items[0].quantity, discount, entity, …)',
};

const ITEM = '0b9f4f7e-3c1d-4a53-9a43-1f1f0c3e2a10';
const SERVICE = '5d1c2a9e-8f7b-4e6a-b1c3-2a4d6e8f0a1b';
const CUSTOMER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** Sales and purchases (LEDGER.md §1–§5), on the spec's paths (002 §7). */
@ApiTags('transactions')
@Controller('api/v1/transactions')
export class SalesController {
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
    const data = await this.commands.execute(new RecordSaleCommand(businessId, body, actor, idempotency, meta));
    return { success: true, message: 'Sale recorded successfully', data };
  }

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
    const data = await this.commands.execute(new RecordPurchaseCommand(businessId, body, actor, idempotency, meta));
    return { success: true, message: 'Purchase recorded successfully', data };
  }
}
