import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordInvoicePaymentDto } from './record-invoice-payment.dto.js';
import { RecordInvoicePaymentHandler } from './record-invoice-payment.handler.js';

const SUMMARY = 'Record a payment on an approved invoice, part or whole (debit cash or bank, credit the receivable)';
const CONFLICT = { status: 409, description: 'INVOICE_NOT_APPROVED (a draft), INVOICE_VOIDED, INVOICE_ALREADY_PAID, INVOICE_OVERPAYMENT (more than is owed)' };

/** Both of the spec's payment paths record one payment (/invoice/payment from the payment screen, /invoice/record-payment from the record-payment modal). */
@ApiTags('invoices')
@Controller('api/v1/invoice')
export class RecordInvoicePaymentController {
  constructor(private readonly handler: RecordInvoicePaymentHandler) {}

  @Post('payment')
  @HttpCode(201)
  @ApiOperation({ summary: SUMMARY })
  @ApiResponse({ status: 201, description: "{ success, message: 'Invoice paid successfully', data: { id, paymentId, amount, balance, status } }" })
  @ApiResponse(CONFLICT)
  async payment(
    @BusinessId() businessId: string,
    @Body() body: RecordInvoicePaymentDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.record(businessId, body, idempotency, meta);
  }

  @Post('record-payment')
  @HttpCode(201)
  @ApiOperation({ summary: SUMMARY })
  @ApiResponse({ status: 201, description: "{ success, message: 'Invoice paid successfully', data }" })
  @ApiResponse(CONFLICT)
  async recordPayment(
    @BusinessId() businessId: string,
    @Body() body: RecordInvoicePaymentDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.record(businessId, body, idempotency, meta);
  }

  /** The one answer of both paths. */
  private async record(businessId: string, body: RecordInvoicePaymentDto, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const payment = { amount: body.amount, date: body.date, account: body.account };
    return { success: true, message: 'Invoice paid successfully', data: await this.handler.execute(businessId, body.id, payment, idempotency, meta) };
  }
}
