import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '../sign-up/sign-up.dto.js';
import { MatchesPassword } from './matches-password.js';

/** `?email=` of the reset link. */
export class ResetPasswordQueryDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the mailed reset link' })
  @IsString({ message: 'resetToken is required' })
  @IsNotEmpty({ message: 'resetToken is required' })
  @MaxLength(200)
  resetToken: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: 'password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(200)
  password: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString({ message: 'confirmPassword is required' })
  @MatchesPassword()
  confirmPassword: string;
}
