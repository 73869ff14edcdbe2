import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { VerifyPaymentDto } from './verify-payment.dto.js';
import { VerifyPaymentHandler } from './verify-payment.handler.js';

const MESSAGES = {
  plan: 'Your plan is paid',
  'complete-order': 'Your plan is paid',
  'additional-users': 'The users were added to your plan',
  'change-card': 'Your card was changed',
  renewal: 'Your plan was renewed',
} as const;

@ApiTags('payment')
@Controller('api/v1/payment')
export class VerifyPaymentController {
  constructor(private readonly handler: VerifyPaymentHandler) {}

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a subscription payment with the card provider (owner or admin): recorded once, however often asked' })
  @ApiResponse({ status: 200, description: '{ success, message, data: { reference, status, recorded, purpose, plan, card } }' })
  @ApiResponse({ status: 404, description: 'PAYMENT_NOT_FOUND: no such payment of this business' })
  @ApiResponse({ status: 409, description: 'PAYMENT_AMOUNT_MISMATCH: the amount paid is not what the order costs; nothing recorded' })
  @ApiResponse({ status: 502, description: 'The card provider could not be reached' })
  async verify(@BusinessId() businessId: string, @Body() body: VerifyPaymentDto) {
    const data = await this.handler.execute(businessId, body.reference);
    return { success: true, message: data.status === 'success' ? MESSAGES[data.purpose] : 'Payment not completed', data };
  }
}
