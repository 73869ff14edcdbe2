import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class InvitePartnerAdminDto {
  @ApiProperty({ example: 'bola@lagos-accountants.example' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ type: String, example: 'Bola', description: 'Used to greet them in the e-mail' })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200)
  name?: string;
}
