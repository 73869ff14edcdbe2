import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { getAccountSettings } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetAccountSettingsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('accounts/settings')
  @ApiOperation({ summary: 'Account settings, defaults filled in' })
  @ApiResponse({
    status: 200,
    schema: {
      example: { success: true, data: { currency: 'NGN', stockLevel: 0, tax: '0', wipStatus: false, allowZeroStockLevel: false, footnote: '', invoice: {} } },
    },
  })
  async settings(@BusinessId() businessId: string) {
    const settings = await getAccountSettings(this.runtime.pool, businessId);
    if (!settings) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    return { success: true, data: settings };
  }
}
