import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetAccountSettingsQuery } from './get-account-settings.query.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetAccountSettingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('accounts/settings')
  @ApiOperation({ summary: 'Account settings, defaults filled in' })
  @ApiResponse({
    status: 200,
    schema: {
      example: { success: true, data: { currency: 'NGN', stockLevel: 0, tax: '0', wipStatus: false, allowZeroStockLevel: false, footnote: '', invoice: {} } },
    },
  })
  async settings(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetAccountSettingsQuery(businessId)) };
  }
}
