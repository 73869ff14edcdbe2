import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RoleAssignmentDto } from '../../role-assignment.dto.js';

/** `PATCH /accounts/teams/members/role`. */
export class ChangeMemberRoleDto extends RoleAssignmentDto {
  @ApiProperty()
  @IsString({ message: 'userId is required' })
  @IsNotEmpty({ message: 'userId is required' })
  @MaxLength(100)
  userId: string;
}
