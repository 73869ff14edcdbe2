import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MatchesPassword } from '../reset-password/matches-password.js';
import { PASSWORD_MIN_LENGTH } from '../sign-up/sign-up.dto.js';

export class ChangePasswordDto {
  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString({ message: 'currentPassword is required' })
  @IsNotEmpty({ message: 'currentPassword is required' })
  @MaxLength(200)
  currentPassword: string;

  @ApiProperty({ example: 'a new horse battery staple', minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: 'password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(200)
  password: string;

  @ApiProperty({ example: 'a new horse battery staple' })
  @IsString({ message: 'confirmPassword is required' })
  @MatchesPassword()
  confirmPassword: string;
}
