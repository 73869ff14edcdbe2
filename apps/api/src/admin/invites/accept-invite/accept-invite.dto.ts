import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '../../../auth/sign-up/sign-up.dto.js';

/** POST /admin/business/invite?email=&hash=: the sign-up form of an invitation. */
export class AcceptBusinessInviteDto {
  @ApiProperty({ example: 'Ada' })
  @IsString({ message: 'firstName is required' })
  @IsNotEmpty({ message: 'firstName is required' })
  @MaxLength(100)
  firstName: string;

  @ApiProperty({ example: 'Obi' })
  @IsString({ message: 'lastName is required' })
  @MaxLength(100)
  lastName: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: 'password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional({ example: 'Ada Provisions', description: 'Default: the name the invitation gives' })
  @IsOptional()
  @IsString({ message: 'businessName must be text' })
  @MaxLength(200)
  businessName?: string;
}
