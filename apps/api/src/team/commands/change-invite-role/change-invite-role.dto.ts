import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** `PATCH /accounts/teams/invite/role`: the role the invitee will have on joining. */
export class ChangeInviteRoleDto {
  @ApiProperty()
  @IsString({ message: 'inviteId is required' })
  @IsNotEmpty({ message: 'inviteId is required' })
  @MaxLength(100)
  inviteId: string;

  @ApiProperty({ example: 'Business Owner', description: "'Business Owner' (or 'admin'), or a custom role given by roleId" })
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
