import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordMoneyInCommand } from './record-money-in.command.js';
import { moneyInInput, RecordMoneyInDto } from './record-money-in.dto.js';

@ApiTags('transactions')
@Controller('api/v1/transactions')
export class RecordMoneyInController {
  constructor(private readonly commands: CommandBus) {}

  @Post('money-in')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record money in (capital, loan, income, …)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, reference, position } }' })
  @ApiResponse({ status: 400, description: '{ success: false, message, code, errors: [{ field, message }] }' })
  async recordMoneyIn(
    @BusinessId() businessId: string,
    @Body() body: RecordMoneyInDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordMoneyInCommand(businessId, moneyInInput(body), body.reference, idempotency, meta));
    return { success: true, message: 'Money in recorded successfully', data };
  }
}
