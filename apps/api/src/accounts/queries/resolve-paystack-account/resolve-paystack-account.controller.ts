import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { VALIDATION_400 } from '../../../businesses/http/settings-docs.js';
import { PLAN_403, PROVIDER_502 } from '../../integrations/integrations-docs.js';
import { PaystackIntegration } from '../../integrations/paystack-integration.js';
import { ResolvePaystackAccountQuery } from './resolve-paystack-account.dto.js';

@ApiTags('settings')
@Controller('api/v1/accounts/settings/integrations/paystack')
export class ResolvePaystackAccountController {
  constructor(private readonly integrations: PaystackIntegration) {}

  @Get('resolve')
  @ApiOperation({ summary: 'The name the bank holds for an account, from the payment provider, shown before connecting' })
  @ApiResponse({
    status: 200,
    schema: { example: { success: true, data: { accountNumber: '0123456789', accountName: 'ADA VENTURES LTD', bankCode: '057', bankName: 'Zenith Bank' } } },
  })
  @ApiResponse(VALIDATION_400)
  @ApiResponse(PLAN_403)
  @ApiResponse(PROVIDER_502)
  async resolve(@Query() query: ResolvePaystackAccountQuery) {
    return { success: true, data: await this.integrations.resolve(query) };
  }
}
