import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

/** Auto-renewal with the card on file, on or off. */
export class SetAutoRenewalDto {
  @ApiProperty({ example: false, description: 'Renew the paid plan automatically with the card on file' })
  @IsDefined({ message: 'enabled is required' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;
}
