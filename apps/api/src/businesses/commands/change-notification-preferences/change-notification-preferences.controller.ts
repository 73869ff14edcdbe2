import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, VALIDATION_400 } from '../../http/settings-docs.js';
import { ChangeNotificationPreferencesCommand } from './change-notification-preferences.command.js';
import { ChangeNotificationPreferencesDto } from './change-notification-preferences.dto.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ChangeNotificationPreferencesController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('accounts/settings/notifications')
  @ApiOperation({ summary: 'Turn your own e-mail notifications in this business on or off (only the mails given change); any member' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        message: 'Notification preferences updated',
        data: { preferences: { monthlyProfitAndLoss: false, weeklySummary: true, expiryReminders: true }, changed: true, position: '61' },
      },
    },
  })
  @ApiResponse(VALIDATION_400)
  async change(
    @Actor() actor: RequestActor,
    @BusinessId() businessId: string,
    @Body() body: ChangeNotificationPreferencesDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new ChangeNotificationPreferencesCommand(businessId, actor.userId, { ...body }, idempotency, meta));
    return { success: true, message: 'Notification preferences updated', data };
  }
}
