import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { PAYMENT_REFERENCE } from '../../billing/billing-dto.js';

export class VerifyPaymentDto {
  @ApiProperty({ example: 'LLP-5f2b9c0e8a1d4e7f9a0b1c2d', description: "The payment's reference (the callback address's ?reference=…)" })
  @IsString({ message: 'reference is required' })
  @Matches(PAYMENT_REFERENCE, { message: 'reference must be 6 to 100 letters, digits, "-", "." or "="' })
  reference: string;
}
