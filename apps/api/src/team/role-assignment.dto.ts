import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** The role a member or invitee is given: inviting, and changing a member's or an invite's role, take it alike. */
export class RoleAssignmentDto {
  @ApiProperty({ example: 'Cashier', description: "A role name: 'Business Owner' (or 'admin') gives full access; any other is a custom role, given by roleId" })
  @IsString({ message: 'role is required' })
  @IsNotEmpty({ message: 'role is required' })
  @MaxLength(100, { message: 'role must be at most 100 characters' })
  role: string;

  @ApiPropertyOptional({ description: 'The custom role’s _id (GET /customroles)' })
  @IsOptional()
  @IsString({ message: 'roleId must be text' })
  @IsNotEmpty({ message: 'roleId must not be empty' })
  @MaxLength(100, { message: 'roleId must be at most 100 characters' })
  roleId?: string;
}
