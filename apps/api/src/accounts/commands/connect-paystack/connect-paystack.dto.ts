import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** A subaccount the business already has at the provider. */
export class ConnectPaystackDto {
  @ApiProperty({ example: 'ACCT_8f4s1eq7ml6rlzj', description: '`ACCT_` and letters or digits' })
  @IsOptional()
  @IsString({ message: 'subaccountCode must be text' })
  subaccountCode?: string;
}
