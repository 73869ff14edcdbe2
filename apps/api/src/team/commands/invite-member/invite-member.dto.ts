import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { RoleAssignmentDto } from '../../role-assignment.dto.js';

/** `POST /accounts/teams/invite` (spec 000 §3 invite payload: email, role, roleId, roleAccess, businesses). */
export class InviteMemberDto extends RoleAssignmentDto {
  @ApiProperty({ example: 'bola@example.com' })
  @IsString({ message: 'email is required' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email: string;

  @ApiPropertyOptional({ type: [Number], description: 'The role’s codes as the form shows them. Not used: a member gets the custom role’s own codes.' })
  @IsOptional()
  @IsArray({ message: 'roleAccess must be a list of permission codes' })
  @ArrayMaxSize(200)
  roleAccess?: unknown[];

  @ApiPropertyOptional({
    type: [String],
    description: 'Ids of the businesses to invite to, each one you own or administer; absent or empty: the current business',
  })
  @IsOptional()
  @IsArray({ message: 'businesses must be a list of business ids' })
  @ArrayMaxSize(50, { message: 'businesses lists at most 50 businesses' })
  @IsString({ each: true, message: 'businesses must be a list of business ids' })
  businesses?: string[];
}
