import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { TransferFundsCommand } from './transfer-funds.command.js';
import { transferInput, TransferFundsDto } from './transfer-funds.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BANK } from '../../http/money-docs.js';

@ApiTags('transactions')
@Controller('api/v1')
export class TransferFundsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transaction/account-transfer')
  @HttpCode(201)
  @ApiOperation({ summary: 'Transfer between cash and bank accounts, with an optional fee (bank charges)' })
  @ApiBody({
    type: TransferFundsDto,
    examples: {
      banking: { summary: 'Banking cash', value: { from: 'Cash', to: BANK, amount: '50000.00', date: '2026-11-22' } },
      withFee: {
        summary: 'Bank to cash with a fee',
        value: { from: BANK, to: 'Cash', amount: '20000.00', fee: '52.50', date: '2026-11-22', description: 'ATM' },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse({ status: 400, description: 'SAME_ACCOUNT (from = to), UNKNOWN_ACCOUNT, amounts' })
  async transfer(
    @BusinessId() businessId: string,
    @Body() body: TransferFundsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new TransferFundsCommand(businessId, transferInput(body), body.reference, idempotency, meta));
    return { success: true, message: 'Transfer recorded successfully', data };
  }
}
