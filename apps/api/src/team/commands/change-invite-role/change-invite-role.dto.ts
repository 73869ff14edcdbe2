import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RoleAssignmentDto } from '../../role-assignment.dto.js';

/** `PATCH /accounts/teams/invite/role`: the role the invitee will have on joining. */
export class ChangeInviteRoleDto extends RoleAssignmentDto {
  @ApiProperty()
  @IsString({ message: 'inviteId is required' })
  @IsNotEmpty({ message: 'inviteId is required' })
  @MaxLength(100)
  inviteId: string;
}
