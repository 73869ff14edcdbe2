import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Add business (spec 000 §2.1, §5): a new business on the current business's plan. */
export class AddBusinessDto {
  @ApiProperty({ example: 'Ada Stores Ikeja', description: 'The new business’s name' })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ example: 'NGN', description: 'Its currency (default NGN); locked once it records a transaction' })
  @IsOptional()
  @IsString({ message: 'currency must be a currency code such as NGN' })
  currency?: string;

  @ApiPropertyOptional({ example: 'Retail' })
  @IsOptional()
  @IsString({ message: 'typeOfBusiness must be text' })
  @MaxLength(100)
  typeOfBusiness?: string;
}
