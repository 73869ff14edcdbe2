import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Organisation setup (on-boarding): the signed-in user's first business. */
export class SetUpOrganisationDto {
  @ApiProperty({ example: 'Ada Stores' })
  @IsString({ message: 'businessName is required' })
  @IsNotEmpty({ message: 'businessName is required' })
  @MaxLength(200)
  businessName: string;

  @ApiPropertyOptional({ example: 'Retail' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  typeOfBusiness?: string;

  @ApiPropertyOptional({ example: 'NGN' })
  @IsOptional()
  @IsString()
  currency?: string;
}
