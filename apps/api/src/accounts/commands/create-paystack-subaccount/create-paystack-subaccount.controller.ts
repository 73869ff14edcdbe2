import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, VALIDATION_400 } from '../../../businesses/http/settings-docs.js';
import { INTEGRATIONS_EXAMPLE, PLAN_403, PROVIDER_502 } from '../../integrations/integrations-docs.js';
import { PaystackIntegration } from '../../integrations/paystack-integration.js';
import { CreatePaystackSubaccountDto } from './create-paystack-subaccount.dto.js';

@ApiTags('settings')
@Controller('api/v1/accounts')
export class CreatePaystackSubaccountController {
  constructor(private readonly integrations: PaystackIntegration) {}

  @Post('create-paystack-subaccount')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Resolve the bank account, have the payment provider create a subaccount settling into it, and connect it: invoice card payments then settle there',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { ...INTEGRATIONS_EXAMPLE, message: 'Payment provider connected' } } })
  @ApiResponse(VALIDATION_400)
  @ApiResponse(PLAN_403)
  @ApiResponse({ status: 409, description: 'PAYMENT_INTEGRATION_ALREADY_ACTIVE: a subaccount is connected already (disconnect it first)' })
  @ApiResponse(PROVIDER_502)
  async create(
    @BusinessId() businessId: string,
    @Body() body: CreatePaystackSubaccountDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() requestMetadata: RequestMetadata,
  ) {
    const data = await this.integrations.createSubaccount({ businessId, idempotency, requestMetadata }, body);
    return { success: true, message: 'Payment provider connected', data };
  }
}
