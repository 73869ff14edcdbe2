import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GeneratePaymentLinkDto, VerifyInvoicePaymentDto } from './pay-invoice-by-card.dto.js';
import { PayInvoiceByCardHandler } from './pay-invoice-by-card.handler.js';

/**
 * Card payment of an invoice from its public page (no sign-in), through our server only: the
 * provider's secret never reaches a browser (spec 002 §7). The provider's webhook is
 * payments/card-webhook.controller.ts, which hands invoice payments to the handler's `confirm`.
 */
@ApiTags('invoices')
@Controller('api/v1')
export class PayInvoiceByCardController {
  constructor(private readonly handler: PayInvoiceByCardHandler) {}

  @Post('invoice/generate-paystack-link')
  @HttpCode(200)
  @ApiOperation({ summary: "Start a card payment of what is owed on an invoice (public): the provider's checkout address" })
  @ApiResponse({ status: 200, description: '{ success, data: { authorization_url, reference, amount, currency } }' })
  @ApiResponse({ status: 404, description: 'No invoice with that public id' })
  @ApiResponse({ status: 409, description: 'The invoice is paid or void' })
  async link(@Body() body: GeneratePaymentLinkDto) {
    return { success: true, message: 'Payment link generated', data: await this.handler.generateLink(body.id, body.email) };
  }

  @Post('payment/verify-invoice-payment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a card payment with the provider (public; the callback page calls it): recorded once, however often asked' })
  @ApiResponse({
    status: 200,
    description: "{ success, message: 'Invoice paid successfully' | 'Payment not completed', data: { reference, status, recorded, invoice } }",
  })
  async verify(@Body() body: VerifyInvoicePaymentDto) {
    const data = await this.handler.confirm(body.reference);
    return { success: data.status === 'success', message: data.status === 'success' ? 'Invoice paid successfully' : 'Payment not completed', data };
  }
}
