import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ID_PARAM, VOID_BODY, executeVoid } from '../../http/voids.js';

@ApiTags('transactions')
@Controller('api/v1/transactions')
export class VoidSaleController {
  constructor(private readonly commands: CommandBus) {}

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
    return executeVoid(this.commands, 'sale', businessId, id, body, idempotency, meta);
  }
}
