import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/**
 * PATCH /accounts/settings/notifications: any of the mails, each true or false; those not given
 * stay. Whose they are comes from the session (the member and their current business), never the
 * body: a userId or businessId here is refused with 400, as any unknown field.
 */
export class ChangeNotificationPreferencesDto {
  @ApiPropertyOptional({ type: Boolean, example: false, description: 'The profit and loss PDF of each month that ended, on the 1st (owners)' })
  @IsOptional()
  @IsBoolean({ message: 'monthlyProfitAndLoss must be true or false' })
  monthlyProfitAndLoss?: boolean;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'The account summary of the week that ended, on Mondays (owners)' })
  @IsOptional()
  @IsBoolean({ message: 'weeklySummary must be true or false' })
  weeklySummary?: boolean;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Reminders of products in stock nearing their expiry date (owners)' })
  @IsOptional()
  @IsBoolean({ message: 'expiryReminders must be true or false' })
  expiryReminders?: boolean;
}
