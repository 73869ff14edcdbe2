import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class GoogleSignInDto {
  @ApiProperty({ description: 'The Google ID token (a signed JWT) the client got from Google Sign-In' })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(8192)
  token: string;
}
