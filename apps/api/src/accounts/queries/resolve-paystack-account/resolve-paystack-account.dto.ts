import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** The account to name; both are checked by the server (10 digits, a bank the provider knows). */
export class ResolvePaystackAccountQuery {
  @ApiProperty({ example: '0123456789' })
  @IsOptional()
  @IsString({ message: 'accountNumber must be text' })
  accountNumber?: string;

  @ApiProperty({ example: '057' })
  @IsOptional()
  @IsString({ message: 'bankCode must be text' })
  bankCode?: string;
}
