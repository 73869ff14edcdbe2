import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class CreatePartnerDto {
  @ApiProperty({ example: 'Lagos Accountants Ltd' })
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: 'team@lagos-accountants.example' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ type: String, example: '+2348012345678' })
  @IsOptional()
  @IsString({ message: 'phone must be text' })
  @Matches(/^\+?[0-9 ()-]{5,30}$/, { message: 'phone must be a phone number' })
  phone?: string;
}
