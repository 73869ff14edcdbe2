import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { BILLING_PERIODS } from '@ledgerline/ledger';

export const PASSWORD_MIN_LENGTH = 8;

/** Sign-up (spec 000 §3): standard with `referralCode`, or promo with `promoCode`. */
export class SignUpDto {
  @ApiProperty({ example: 'Ada' })
  @IsString({ message: 'firstName is required' })
  @IsNotEmpty({ message: 'firstName is required' })
  @MaxLength(100)
  firstName: string;

  @ApiProperty({ example: 'Obi' })
  @IsString({ message: 'lastName is required' })
  @IsNotEmpty({ message: 'lastName is required' })
  @MaxLength(100)
  lastName: string;

  @ApiProperty({ example: 'ada@example.com', description: 'Lower-cased by the server too' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: 'password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional({ example: 'FRIEND42' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  referralCode?: string;

  @ApiPropertyOptional({ example: 'LAUNCH', description: 'Promo sign-up (/sign-up/promo/{code}); the plan defaults to small, monthly' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  promoCode?: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    example: 'basic',
    description: 'Plan id (1–7) or key (free, small, medium, basic, store, professional, enterprise); Micro when absent',
  })
  @IsOptional()
  plan?: string | number;

  @ApiPropertyOptional({ enum: BILLING_PERIODS, example: 'monthly' })
  @IsOptional()
  @IsIn(BILLING_PERIODS as unknown as string[], { message: `period must be one of: ${BILLING_PERIODS.join(', ')}` })
  period?: string;
}
