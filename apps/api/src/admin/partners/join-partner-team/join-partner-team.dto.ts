import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../auth/create-admin/create-admin.service.js';

export class JoinPartnerTeamQueryDto {
  @ApiProperty({ description: "The invitation link's secret" })
  @IsString({ message: 'hash is required' })
  @IsNotEmpty({ message: 'hash is required' })
  @MaxLength(200)
  hash: string;
}

export class JoinPartnerTeamDto {
  @ApiProperty({ example: 'Bola Adeyemi' })
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString({ message: 'password is required' })
  @MinLength(ADMIN_PASSWORD_MIN_LENGTH, { message: `password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(200)
  password: string;
}
