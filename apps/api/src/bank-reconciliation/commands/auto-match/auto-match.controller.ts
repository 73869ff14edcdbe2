import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { AutoMatchBodyDto } from '../../http/auto-match-body.dto.js';
import { BANK_ACCOUNT_404, IDEMPOTENCY_HEADER, PLAN_403 } from '../../http/bank-reconciliation-docs.js';
import { AutoMatchCommand, type AutoMatched } from './auto-match.command.js';

@ApiTags('bank reconciliation')
@Controller('api/v1')
export class AutoMatchController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bank-reconciliation/auto-match')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Match every unmatched line dated up to endDate with the one book entry of the same amount dated at most 3 days from it, where the pairing is beyond doubt; owner or admin',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, schema: { example: { success: true, message: 'Matched 12 statement lines', data: { matched: 12, position: '840' } } } })
  @ApiResponse({ status: 400, description: 'bankAccountId missing, or endDate not a date' })
  @ApiResponse(PLAN_403)
  @ApiResponse(BANK_ACCOUNT_404)
  async autoMatch(
    @BusinessId() businessId: string,
    @Body() body: AutoMatchBodyDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ): Promise<{ success: true; message: string; data: AutoMatched }> {
    const data = await this.commands.execute(new AutoMatchCommand(businessId, body.bankAccountId, body.endDate, idempotency, meta));
    return { success: true, message: `Matched ${data.matched} statement ${data.matched === 1 ? 'line' : 'lines'}`, data };
  }
}
