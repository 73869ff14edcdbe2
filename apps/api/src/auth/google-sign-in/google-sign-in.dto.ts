import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** What Google returned to the web client's callback page (/auth/google/callback?code&state). */
export class GoogleSignInDto {
  @ApiProperty({ description: 'The authorization code Google returned' })
  @IsString({ message: 'code is required' })
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(2048, { message: 'code is too long' })
  code: string;

  @ApiProperty({ description: 'The state Google returned with the code; it must match the browser’s state cookie' })
  @IsString({ message: 'state is required' })
  @IsNotEmpty({ message: 'state is required' })
  @MaxLength(256, { message: 'state is too long' })
  state: string;
}

export class GoogleSignInConfigDataDto {
  @ApiProperty({ description: 'Whether the server has Google sign-in configured (the sign-in and sign-up pages show the button)' })
  configured: boolean;
}

export class GoogleSignInConfigDto {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: GoogleSignInConfigDataDto })
  data: GoogleSignInConfigDataDto;
}
