import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AdminLoginDto {
  @ApiProperty({ example: 'ops@ledgerline.example' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200)
  password: string;
}
