import { Controller, Get } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { INTEGRATIONS_EXAMPLE, PLAN_403 } from '../../integrations/integrations-docs.js';
import { PaystackIntegration } from '../../integrations/paystack-integration.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts/settings')
export class GetIntegrationsController {
  constructor(private readonly integrations: PaystackIntegration) {}

  @Get('integrations')
  @ApiOperation({ summary: 'The business’s card-payment-provider integration: connected or not, the settlement bank and account (masked)' })
  @ApiResponse({ status: 200, schema: { example: INTEGRATIONS_EXAMPLE } })
  @ApiResponse(PLAN_403)
  async integrationsOf(@BusinessId() businessId: string) {
    return { success: true, data: await this.integrations.view(businessId) };
  }
}
