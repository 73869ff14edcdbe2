import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CASH_ACCOUNT_INPUT } from '@ledgerline/ledger';
import { AppError } from '../common/errors/app-error.js';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { DeleteParkedSaleCommand } from './commands/delete-parked-sale/delete-parked-sale.command.js';
import { ParkSaleCommand } from './commands/park-sale/park-sale.command.js';
import { RecordPosSaleCommand, type PosSaleInput } from './commands/record-pos-sale/record-pos-sale.command.js';
import { RecordPosSaleDto } from './commands/record-pos-sale/record-pos-sale.dto.js';
import { customerIdOf } from './pos-command.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'Made on the device, once per sale: an offline sale resent any number of times is recorded once',
};

/** The till's sale as the ledger reads it: Cash by default, collected = the amount when not said, the customer's id, the note as description. */
function posSaleInput(body: RecordPosSaleDto): PosSaleInput {
  return {
    registerId: body.registerId,
    date: body.date,
    items: body.items,
    discount: body.discount,
    discountType: body.discountType,
    tax: body.tax,
    account: body.account ?? CASH_ACCOUNT_INPUT,
    amountCollected: body.amountCollected ?? body.amount ?? undefined,
    customer: customerIdOf(body.customer),
    subtotal: body.subtotal,
    amount: body.amount,
    parkedSaleId: body.parkedSaleId,
    description: body.note,
  };
}

/** The till's own reference, when it sent one. */
const requestedReference = (reference: unknown): string | undefined => (typeof reference === 'string' && reference !== '' ? reference : undefined);

/** Counter sales and parked carts (spec 002 §7 POS). */
@ApiTags('pos')
@Controller('api/v1/pos')
export class PosSalesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Record a counter sale into the cashier’s open register (status parked: park the cart instead)',
    description:
      'Lines at their price (line discount % derived from oldPrice); subtotal S; order discount D percent (default) or fixed; tax % of S − D; amount = S − D + tax. ' +
      'amountCollected above the amount gives change; below it leaves the rest on credit to the customer (required). Stock leaves at moving average.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 201,
    description:
      '{ success, message, data: { id, reference, position, registerId, amount, amountCollected, change, amountRemaining } } (parked: { id, status, position })',
  })
  @ApiResponse({
    status: 400,
    description: 'Naming the field: items[0].quantity, discount (a percent above 100), amountCollected (not a decimal), customer (credit without one), …',
  })
  @ApiResponse({ status: 403, description: 'REGISTER_NOT_YOURS (another user’s register)' })
  @ApiResponse({ status: 409, description: 'REGISTER_NOT_OPEN, REGISTER_CLOSED, STOCK_INSUFFICIENT' })
  create(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: RecordPosSaleDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.record(businessId, actor, body, idempotency, meta);
  }

  @Post('create/new')
  @HttpCode(201)
  @ApiOperation({ summary: 'The same as POST /pos/create (the till’s newer screen calls this path)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, description: 'As POST /pos/create' })
  createNew(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: RecordPosSaleDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.record(businessId, actor, body, idempotency, meta);
  }

  @Delete('sales/:id')
  @ApiOperation({ summary: 'Delete a parked cart' })
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, position } }' })
  @ApiResponse({ status: 404, description: 'PARKED_SALE_NOT_FOUND (unknown, already sold or deleted)' })
  async deleteParked(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Param('id') id: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new DeleteParkedSaleCommand(businessId, id, actor, idempotency, meta));
    return { success: true, message: 'Parked sale deleted successfully', data };
  }

  private async record(businessId: string, actor: RequestActor, body: RecordPosSaleDto, idempotency: IdempotencyContext, meta: RequestMetadata) {
    if (body.status !== undefined && body.status !== 'completed' && body.status !== 'parked') {
      throw AppError.validation([{ field: 'status', message: 'status must be completed or parked' }]);
    }
    if (body.status === 'parked') {
      const data = await this.commands.execute(new ParkSaleCommand(businessId, body, actor, idempotency, meta));
      return { success: true, message: 'Sale parked successfully', data };
    }
    const data = await this.commands.execute(
      new RecordPosSaleCommand(businessId, posSaleInput(body), requestedReference(body.reference), actor, idempotency, meta),
    );
    return { success: true, message: 'Sale created successfully', data };
  }
}
