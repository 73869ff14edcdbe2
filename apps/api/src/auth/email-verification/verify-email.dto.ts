import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class VerifyEmailDto {
  @ApiProperty({ example: '042817', description: 'The 6-digit code mailed at sign-up (or by resend-otp)' })
  @IsString({ message: 'otp is required' })
  @IsNotEmpty({ message: 'otp is required' })
  @MaxLength(20)
  otp: string;
}
