import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordPaymentCommand } from './record-payment.command.js';
import { paymentInput, RecordPaymentDto } from './record-payment.dto.js';
import { IDEMPOTENCY_HEADER, CREATED } from '../../http/money-docs.js';

@ApiTags('transactions')
@Controller('api/v1')
export class RecordPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transactions/record-payment')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Record a payment on a credit sale, purchase or expense',
    description:
      'A sale: the customer pays (debit the account, credit their receivable). A purchase or expense: the supplier is paid (debit payables, credit the account).',
  })
  @ApiBody({
    type: RecordPaymentDto,
    examples: {
      byReference: { summary: 'By the document’s reference', value: { reference: 'K7QX2M', amount: '15000.00', account: 'Cash', date: '2026-11-22' } },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse({ status: 400, description: 'OVERPAYMENT (more than the balance due), NOT_A_CREDIT_DOCUMENT' })
  @ApiResponse({ status: 404, description: 'TRANSACTION_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'TRANSACTION_VOIDED' })
  async recordPayment(
    @BusinessId() businessId: string,
    @Body() body: RecordPaymentDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordPaymentCommand(businessId, paymentInput(body), idempotency, meta));
    return { success: true, message: 'Payment recorded successfully', data };
  }
}
