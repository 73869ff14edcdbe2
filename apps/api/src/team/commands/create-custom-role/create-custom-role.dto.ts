import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CUSTOM_ROLE_NAME_MAX_LENGTH } from '@ledgerline/ledger';

/** `POST /customroles` (spec 000 §3: roleName, access). The codes are checked by the decider, which names an unknown one. */
export class CreateCustomRoleDto {
  @ApiProperty({ example: 'Cashier' })
  @IsString({ message: 'roleName is required' })
  @IsNotEmpty({ message: 'roleName is required' })
  @MaxLength(CUSTOM_ROLE_NAME_MAX_LENGTH, { message: `roleName must be at most ${CUSTOM_ROLE_NAME_MAX_LENGTH} characters` })
  roleName: string;

  @ApiProperty({ type: [Number], example: [51, 2, 23], description: 'Permission codes (spec 002 §6), each once' })
  @IsDefined({ message: 'access is required' })
  access: unknown;
}
