import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** The bank account the business's card payments settle into. */
export class CreatePaystackSubaccountDto {
  @ApiProperty({ example: '057', description: 'A bank code from GET /accounts/settings/integrations/paystack/banks' })
  @IsOptional()
  @IsString({ message: 'bankCode must be text' })
  bankCode?: string;

  @ApiProperty({ example: '0123456789', description: '10 digits' })
  @IsOptional()
  @IsString({ message: 'accountNumber must be text' })
  accountNumber?: string;
}
