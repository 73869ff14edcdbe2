import { Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ChangePurchaseOrderCommand, type PurchaseOrderChange } from './change-purchase-order.command.js';
import { PURCHASE_ORDER_PATHS } from '../../spec-paths.js';

const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };

/** Documentation of one received line (the decider reads the list; nothing validates this class). */
class ReceivedItemDoc {
  @ApiProperty({ description: 'A product of the order' })
  product: string;

  @ApiProperty({ example: '5', ...AMOUNT })
  quantity: string;
}

/** A status change; for `received`, the purchase's payment block, adjustments and date (LEDGER.md §1, §3). */
export class ChangePurchaseOrderDto {
  @ApiProperty({ enum: ['sent', 'cancelled', 'received'] })
  @IsIn(['sent', 'cancelled', 'received'], { message: 'status must be sent, cancelled or received' })
  status: 'sent' | 'cancelled' | 'received';

  @ApiPropertyOptional({ example: 'Supplier out of stock' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;

  @ApiPropertyOptional({
    type: () => ReceivedItemDoc,
    isArray: true,
    description: 'Received: `[{ product, quantity }]`; all that is outstanding when absent',
    example: [{ product: '…', quantity: '5' }],
  })
  @IsOptional()
  @IsArray({ message: 'items must be a list of products received' })
  items?: unknown[];

  @ApiPropertyOptional({ example: '2026-11-28', description: 'Received: the purchase’s date, YYYY-MM-DD' })
  @IsOptional()
  @IsString()
  date?: string;

  @ApiPropertyOptional({ example: 'Cash', description: "Received: 'Cash' or a bank account's id" })
  @IsOptional()
  @IsString()
  account?: string;

  @ApiPropertyOptional({ type: Boolean, example: false })
  @IsOptional()
  credit?: unknown;

  @ApiPropertyOptional({ ...AMOUNT })
  @IsOptional()
  initial_deposit?: unknown;

  @ApiPropertyOptional({ type: String, example: '2026-12-28' })
  @IsOptional()
  due_date?: unknown;

  @ApiPropertyOptional({ ...AMOUNT })
  @IsOptional()
  discount?: unknown;

  @ApiPropertyOptional({ enum: ['fixed', 'percent'] })
  @IsOptional()
  discountType?: unknown;

  @ApiPropertyOptional({ ...AMOUNT })
  @IsOptional()
  delivery?: unknown;

  @ApiPropertyOptional({ enum: ['fixed', 'percent'] })
  @IsOptional()
  deliveryType?: unknown;

  @ApiPropertyOptional({ ...AMOUNT })
  @IsOptional()
  tax?: unknown;

  @ApiPropertyOptional({ enum: ['fixed', 'percent'] })
  @IsOptional()
  taxType?: unknown;

  @ApiPropertyOptional({ example: 'PUR-7', description: 'Received: the purchase’s reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;
}

function changeOf(body: ChangePurchaseOrderDto): PurchaseOrderChange {
  if (body.status !== 'received') return { status: body.status, reason: body.reason };
  return {
    status: 'received',
    lines: body.items,
    reference: body.reference,
    purchase: {
      date: body.date,
      account: body.account,
      credit: body.credit,
      initialDeposit: body.initial_deposit,
      dueDate: body.due_date,
      discount: body.discount,
      discountType: body.discountType,
      delivery: body.delivery,
      deliveryType: body.deliveryType,
      tax: body.tax,
      taxType: body.taxType,
    },
  };
}

@ApiTags('inventory')
@Controller(PURCHASE_ORDER_PATHS)
export class ChangePurchaseOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send, cancel, or receive goods against a purchase order',
    description:
      'received: records a purchase of the received lines (all outstanding when items is absent) at the order’s prices, with the payment block given.',
  })
  @ApiResponse({ status: 409, description: "PURCHASE_ORDER_OVER_RECEIVED: 'Only 5 of Rice 50kg is outstanding on PO-001'; PURCHASE_ORDER_CLOSED" })
  async change(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: ChangePurchaseOrderDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new ChangePurchaseOrderCommand(businessId, id, changeOf(body), idempotency, meta));
    const message = { sent: 'Purchase order sent', cancelled: 'Purchase order cancelled', received: 'Goods received and purchase recorded' }[body.status];
    return { success: true, message, data };
  }
}
