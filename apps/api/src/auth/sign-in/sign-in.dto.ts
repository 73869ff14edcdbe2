import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional({ example: true, description: 'Keep the session for SESSION_DAYS; otherwise it ends with the browser (and after a day)' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
