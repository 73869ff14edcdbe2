import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class GeneratePaymentLinkDto {
  @ApiProperty({ description: "The invoice's public id (from its public page address)" })
  @IsString({ message: 'id is required' })
  @MaxLength(100)
  id: string;

  @ApiPropertyOptional({ description: "The payer's e-mail; the customer's when absent" })
  @IsOptional()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email?: string;
}

export class VerifyInvoicePaymentDto {
  @ApiProperty({ description: "The provider's reference, from the callback address (?reference=…)" })
  @IsString({ message: 'reference is required' })
  @MaxLength(100)
  reference: string;
}
