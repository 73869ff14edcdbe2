import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** `PATCH /accounts/teams/members/role`. */
export class ChangeMemberRoleDto {
  @ApiProperty()
  @IsString({ message: 'userId is required' })
  @IsNotEmpty({ message: 'userId is required' })
  @MaxLength(100)
  userId: string;

  @ApiProperty({ example: 'Cashier', description: "'Business Owner' (or 'admin'), or a custom role given by roleId" })
  @IsString({ message: 'role is required' })
  @IsNotEmpty({ message: 'role is required' })
  @MaxLength(100)
  role: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'roleId must be text' })
  @IsNotEmpty({ message: 'roleId must not be empty' })
  @MaxLength(100)
  roleId?: string;
}
