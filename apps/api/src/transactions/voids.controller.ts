import { Body, Controller, Delete, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { AmendTransactionCommand } from './commands/amend-transaction/amend-transaction.command.js';
import { VoidTransactionCommand, type VoidVariant } from './commands/void-transaction/void-transaction.command.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The optional `{ reason }` of a void. */
function reasonOf(body: unknown): unknown {
  if (body === undefined || body === null || body === '') return undefined;
  if (!isPlainObject(body)) throw AppError.validation([{ field: 'body', message: 'Send the body as an object: { reason }' }]);
  const { reason, ...rest } = body;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw AppError.validation(unknown.map((field) => ({ field, message: `${field} is not a field this request accepts` })));
  return reason;
}

const ID_PARAM = { name: 'id', description: 'The transaction’s id or its reference' };
const VOID_BODY = { required: false, schema: { type: 'object', properties: { reason: { type: 'string', example: 'Recorded twice' } } } };

/**
 * Voids and amendments (spec 002 §7: DELETE /transactions/{id}, /{id}/sales, /{id}/sales-repayment;
 * PATCH /transactions/{id}). Nothing is overwritten: a void posts the original reversed, an
 * amendment the reversal plus the corrected document, each as one event.
 */
@ApiTags('transactions')
@Controller('api/v1/transactions')
export class VoidsController {
  constructor(private readonly commands: CommandBus) {}

  private async void(variant: VoidVariant, businessId: string, id: string, body: unknown, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const data = await this.commands.execute(new VoidTransactionCommand(businessId, id, variant, reasonOf(body), idempotency, meta));
    return { success: true, message: 'Transaction voided successfully', data };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Void a transaction: its journal lines reversed and its stock returned, dated as the original' })
  @ApiParam(ID_PARAM)
  @ApiBody(VOID_BODY)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, reference, position } }' })
  @ApiResponse({ status: 404, description: 'No such transaction in this business' })
  @ApiResponse({ status: 409, description: 'TRANSACTION_ALREADY_VOIDED, or TRANSACTION_HAS_PAYMENTS (void the payments first)' })
  voidTransaction(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.void('any', businessId, id, body, idempotency, meta);
  }

  @Delete(':id/sales')
  @HttpCode(200)
  @ApiOperation({ summary: 'Void a sale (400 when the transaction is not a sale)' })
  @ApiParam(ID_PARAM)
  @ApiBody(VOID_BODY)
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, reference, position } }' })
  voidSale(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.void('sale', businessId, id, body, idempotency, meta);
  }

  @Delete(':id/sales-repayment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Void a payment on a credit document: what it paid is owed again (400 when the transaction is not a payment)' })
  @ApiParam(ID_PARAM)
  @ApiBody(VOID_BODY)
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, reference, position } }' })
  voidRepayment(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.void('payment', businessId, id, body, idempotency, meta);
  }

  @Patch(':id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Edit a transaction: the fields to change, named as in its type’s POST body; posted as the original reversed plus the corrected document',
  })
  @ApiParam(ID_PARAM)
  @ApiBody({ schema: { type: 'object', example: { amount: '2500.00', account: 'Cash' } } })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, reference, position } }' })
  @ApiResponse({ status: 400, description: 'A field is wrong (as the type’s POST would say), or the type cannot be edited (TRANSACTION_NOT_AMENDABLE)' })
  @ApiResponse({ status: 409, description: 'TRANSACTION_ALREADY_VOIDED, TRANSACTION_HAS_PAYMENTS, STOCK_INSUFFICIENT' })
  async amend(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Param('id') id: string,
    @Body() body: unknown,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    if (!isPlainObject(body)) throw AppError.validation([{ field: 'body', message: 'Send the fields to change as a JSON object' }]);
    const data = await this.commands.execute(new AmendTransactionCommand(businessId, id, body, actor, idempotency, meta));
    return { success: true, message: 'Transaction updated successfully', data };
  }
}
