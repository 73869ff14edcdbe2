import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordMoneyOutCommand } from './record-money-out.command.js';
import { moneyOutInput, RecordMoneyOutDto } from './record-money-out.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BAD_INPUT, BANK, SUPPLIER } from '../../http/money-docs.js';

@ApiTags('transactions')
@Controller('api/v1')
export class RecordMoneyOutController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transactions/money-out')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record money out (loan repayment, drawings, supplier payment, refund, interest)' })
  @ApiBody({
    type: RecordMoneyOutDto,
    examples: {
      drawings: { summary: 'Owner’s drawings', value: { date: '2026-11-22', amount: '10000.00', subtype: 'drawings', account: 'Cash' } },
      supplier: {
        summary: 'Paying a supplier',
        value: { date: '2026-11-22', amount: '25000.00', subtype: 'supplier_payment', account: BANK, entity: SUPPLIER },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  async recordMoneyOut(
    @BusinessId() businessId: string,
    @Body() body: RecordMoneyOutDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordMoneyOutCommand(businessId, moneyOutInput(body), body.reference, idempotency, meta));
    return { success: true, message: 'Money out recorded successfully', data };
  }
}
