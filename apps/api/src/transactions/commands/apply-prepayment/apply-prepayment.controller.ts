import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ApplyPrepaymentCommand } from './apply-prepayment.command.js';
import { ApplyPrepaymentDto, prepaymentApplicationInput } from './apply-prepayment.dto.js';
import { IDEMPOTENCY_HEADER, CREATED } from '../../http/money-docs.js';

@ApiTags('transactions')
@Controller('api/v1')
export class ApplyPrepaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transactions/prepayments/:id/apply')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Expense part of a prepayment',
    description: 'Moves the amount from prepayments to the category’s account (the prepayment’s own by default).',
  })
  @ApiParam({ name: 'id', description: 'The prepayment’s id or reference' })
  @ApiBody({ type: ApplyPrepaymentDto, examples: { month: { summary: 'One month used up', value: { amount: '100000.00', date: '2026-01-31' } } } })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse({ status: 400, description: 'PREPAYMENT_EXCEEDED (more than is left), NOT_A_PREPAYMENT' })
  @ApiResponse({ status: 404, description: 'TRANSACTION_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'TRANSACTION_VOIDED' })
  async applyPrepayment(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: ApplyPrepaymentDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new ApplyPrepaymentCommand(businessId, id, prepaymentApplicationInput(body), idempotency, meta));
    return { success: true, message: 'Prepayment applied successfully', data };
  }
}
