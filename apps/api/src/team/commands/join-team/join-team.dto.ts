import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * `POST /accounts/team/invite?email&hash`. Without an account for the invited e-mail: firstName,
 * lastName and a new password make one. With one: its password.
 */
export class JoinTeamDto {
  @ApiPropertyOptional({ example: 'Bola', description: 'Required when the e-mail has no account yet' })
  @IsOptional()
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  firstName?: string;

  @ApiPropertyOptional({ example: 'Ade', description: 'Required when the e-mail has no account yet' })
  @IsOptional()
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100, { message: 'lastName must be at most 100 characters' })
  lastName?: string;

  @ApiProperty({ description: 'The new account’s password (at least 8 characters), or the existing account’s' })
  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200, { message: 'password must be at most 200 characters' })
  password: string;
}
