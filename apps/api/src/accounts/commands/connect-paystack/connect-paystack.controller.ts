import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, VALIDATION_400 } from '../../../businesses/http/settings-docs.js';
import { INTEGRATIONS_EXAMPLE, PLAN_403 } from '../../integrations/integrations-docs.js';
import { PaystackIntegration } from '../../integrations/paystack-integration.js';
import { ConnectPaystackDto } from './connect-paystack.dto.js';

@ApiTags('settings')
@Controller('api/v1/accounts/settings/integrations')
export class ConnectPaystackController {
  constructor(private readonly integrations: PaystackIntegration) {}

  @Post('paystack')
  @HttpCode(200)
  @ApiOperation({ summary: 'Connect a subaccount the business already has at the payment provider, by its code' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { ...INTEGRATIONS_EXAMPLE, message: 'Payment provider connected' } } })
  @ApiResponse(VALIDATION_400)
  @ApiResponse(PLAN_403)
  @ApiResponse({ status: 409, description: 'PAYMENT_INTEGRATION_ALREADY_ACTIVE: a subaccount is connected already (disconnect it first)' })
  async connect(
    @BusinessId() businessId: string,
    @Body() body: ConnectPaystackDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() requestMetadata: RequestMetadata,
  ) {
    const data = await this.integrations.connectExisting({ businessId, idempotency, requestMetadata }, body);
    return { success: true, message: 'Payment provider connected', data };
  }
}
