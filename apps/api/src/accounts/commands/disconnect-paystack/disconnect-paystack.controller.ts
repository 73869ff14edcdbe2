import { Controller, Patch } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER } from '../../../businesses/http/settings-docs.js';
import { PLAN_403 } from '../../integrations/integrations-docs.js';
import { PaystackIntegration } from '../../integrations/paystack-integration.js';

@ApiTags('settings')
@Controller('api/v1/accounts/settings/integrations/paystack')
export class DisconnectPaystackController {
  constructor(private readonly integrations: PaystackIntegration) {}

  @Patch('disconnect')
  @ApiOperation({ summary: 'Disconnect the subaccount: invoice card payments settle into the platform’s account again' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        message: 'Payment provider disconnected',
        data: { paystack: { connected: false, subaccountCode: null, bankName: null, accountNumber: null, accountName: null, connectedAt: null } },
      },
    },
  })
  @ApiResponse(PLAN_403)
  @ApiResponse({ status: 409, description: 'PAYMENT_INTEGRATION_NOT_CONNECTED: nothing is connected' })
  async disconnect(@BusinessId() businessId: string, @Idempotency() idempotency: IdempotencyContext, @RequestMeta() requestMetadata: RequestMetadata) {
    const data = await this.integrations.disconnect({ businessId, idempotency, requestMetadata });
    return { success: true, message: 'Payment provider disconnected', data };
  }
}
