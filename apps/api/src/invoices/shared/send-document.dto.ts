import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class SendDocumentDto {
  @ApiProperty({ description: 'The invoice or quotation id' })
  @IsString({ message: 'id is required' })
  id: string;

  @ApiPropertyOptional({ example: 'ada@example.com', description: "The customer's e-mail address when absent" })
  @IsOptional()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email?: string;

  @ApiPropertyOptional({ example: 'Ada' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ example: 'Thank you for your business.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  message?: string;
}
