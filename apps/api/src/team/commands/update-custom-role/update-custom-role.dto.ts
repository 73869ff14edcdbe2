import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
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
