import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PLAN_403, PROVIDER_502 } from '../../integrations/integrations-docs.js';
import { PaystackIntegration } from '../../integrations/paystack-integration.js';

@ApiTags('settings')
@Controller('api/v1/accounts/settings/integrations/paystack')
export class ListPaystackBanksController {
  constructor(private readonly integrations: PaystackIntegration) {}

  @Get('banks')
  @ApiOperation({ summary: 'The banks a subaccount can settle into, from the payment provider (asked by our server: the browser holds no provider secret)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [{ name: 'Zenith Bank', code: '057' }] } } })
  @ApiResponse(PLAN_403)
  @ApiResponse(PROVIDER_502)
  async banks() {
    return { success: true, data: await this.integrations.banks() };
  }
}
