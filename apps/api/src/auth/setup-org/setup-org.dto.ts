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

  @ApiPropertyOptional({ example: '12 Marina Road, Lagos' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  address?: string;

  @ApiPropertyOptional({ example: '+2348012345678' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiPropertyOptional({ example: 'NGN' })
  @IsOptional()
  @IsString()
  currency?: string;
}
