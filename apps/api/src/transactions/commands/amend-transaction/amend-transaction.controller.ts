import { Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { AmendTransactionCommand } from './amend-transaction.command.js';
import { isPlainObject, ID_PARAM } from '../../http/voids.js';

@ApiTags('transactions')
@Controller('api/v1/transactions')
export class AmendTransactionController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Edit a transaction: the fields to change, named as in its type’s POST body; posted as the original reversed plus the corrected document',
  })
  @ApiParam(ID_PARAM)
  @ApiBody({
    schema: {
      type: 'object',
      additionalProperties: true,
      description: 'The fields of the transaction’s own POST that change',
      example: { amount: '2500.00', account: 'Cash' },
    },
  })
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
