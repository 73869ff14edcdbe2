import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubscriptionPayments } from '../../billing/subscription-payments.js';

@ApiTags('payment')
@Controller('api/v1/payment')
export class GenerateTransactionIdController {
  @Get('generate-transaction-id')
  @ApiOperation({ summary: 'A fresh payment reference (owner or admin), to send with a plan purchase: `LLP-` and 24 hex characters' })
  generate() {
    return { success: true, data: { reference: SubscriptionPayments.newReference() } };
  }
}
