import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ID_PARAM, VOID_BODY, executeVoid } from '../../http/voids.js';

@ApiTags('transactions')
@Controller('api/v1/transactions')
export class VoidTransactionController {
  constructor(private readonly commands: CommandBus) {}

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
    return executeVoid(this.commands, 'any', businessId, id, body, idempotency, meta);
  }
}
