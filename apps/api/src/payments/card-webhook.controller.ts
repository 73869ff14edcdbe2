import { Body, Controller, Headers, HttpCode, Logger, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/errors/app-error.js';
import { CardPaymentConfirmers } from './card-payment-confirmers.js';
import { CardPayments } from './card-payments.js';

/**
 * The provider's webhook (Paystack posts every event of the account to one address): checked
 * against the provider's signature over the exact bytes sent, then handed to the use case that
 * began the payment (by its metadata). The use case asks the provider again before recording:
 * the webhook only says when to ask.
 */
@ApiTags('payment')
@Controller('api/v1')
export class CardWebhookController {
  private readonly logger = new Logger(CardWebhookController.name);

  constructor(
    private readonly cards: CardPayments,
    private readonly confirmers: CardPaymentConfirmers,
  ) {}

  @Post('invoice/paystack/webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() request: FastifyRequest & { rawBody?: Buffer }, @Headers('x-paystack-signature') signature: string | undefined, @Body() body: unknown) {
    if (!request.rawBody || !this.cards.provider.verifyWebhookSignature(request.rawBody, signature)) {
      throw new AppError(401, 'BAD_SIGNATURE', 'The webhook signature does not match');
    }
    const event = body as { event?: string; data?: { reference?: unknown; metadata?: Record<string, unknown> } };
    if (event.event !== 'charge.success' || typeof event.data?.reference !== 'string') return { success: true };
    const confirm = this.confirmers.confirmerFor(event.data.metadata);
    if (!confirm) {
      this.logger.warn(`Card payment ${event.data.reference}: no use case of ours began it; ignored`);
      return { success: true };
    }
    await confirm(event.data.reference);
    return { success: true };
  }
}
