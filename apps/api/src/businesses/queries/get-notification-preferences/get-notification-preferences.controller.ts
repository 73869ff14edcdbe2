import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { loadNotificationPreferences } from '@ledgerline/projections';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetNotificationPreferencesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('accounts/settings/notifications')
  @ApiOperation({ summary: 'Your own e-mail notification preferences in this business; a mail never turned off is on' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: { monthlyProfitAndLoss: true, weeklySummary: true, expiryReminders: true } } } })
  async preferences(@Actor() actor: RequestActor, @BusinessId() businessId: string) {
    return { success: true, data: await loadNotificationPreferences(this.runtime.pool, businessId, actor.userId) };
  }
}
