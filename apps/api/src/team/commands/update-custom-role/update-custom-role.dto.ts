import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { CUSTOM_ROLE_NAME_MAX_LENGTH } from '@ledgerline/ledger';

/** `PUT /customroles/{id}`: what is given replaces the role's name or codes; what is absent stays. */
export class UpdateCustomRoleDto {
  @ApiPropertyOptional({ example: 'Senior cashier' })
  @IsOptional()
  @IsString({ message: 'roleName must be text' })
  @IsNotEmpty({ message: 'roleName must not be empty' })
  @MaxLength(CUSTOM_ROLE_NAME_MAX_LENGTH, { message: `roleName must be at most ${CUSTOM_ROLE_NAME_MAX_LENGTH} characters` })
  roleName?: string;

  @ApiPropertyOptional({ type: [Number], example: [51, 2, 23, 27], description: 'The whole new list of permission codes' })
  @IsOptional()
  access?: unknown;
}

/** PUT /customroles as the spec's call list names it: the role is the one whose `_id` the body carries. */
export class UpdateCustomRoleByBodyDto extends UpdateCustomRoleDto {
  @ApiProperty({ example: '0b5d6c1e-4f8a-4c1e-9d63-2a7f0e4b9c11', description: 'The role to change (its `_id` in GET /customroles)' })
  // One rule, one message: text of 1 to 100 characters (anything else names no role).
  @Length(1, 100, { message: '_id is required' })
  _id: string;
}
