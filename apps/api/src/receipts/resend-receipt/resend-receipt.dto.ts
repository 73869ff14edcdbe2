import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

/** POST /transactions/{reference}/resend-receipt (spec 002 §7): both optional. */
export class ResendReceiptDto {
  @ApiPropertyOptional({ example: 'Ada Obi', description: 'Whom to greet' })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name?: string;

  @ApiPropertyOptional({ example: 'ada@example.com', description: 'Where to send it; the customer’s e-mail when absent' })
  @ValidateIf((body: ResendReceiptDto) => body.email !== undefined && body.email !== null && body.email !== '')
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email?: string;
}
