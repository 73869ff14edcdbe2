import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ID_PARAM, VOID_BODY, executeVoid } from '../../http/voids.js';

@ApiTags('transactions')
@Controller('api/v1/transactions')
export class VoidRepaymentController {
  constructor(private readonly commands: CommandBus) {}

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
    return executeVoid(this.commands, 'payment', businessId, id, body, idempotency, meta);
  }
}
