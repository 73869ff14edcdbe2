import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { CustomRoleView } from '../create-custom-role/create-custom-role.command.js';
import type { UpdateCustomRoleDto } from './update-custom-role.dto.js';

export class UpdateCustomRoleCommand extends Command<CustomRoleView & { position: string }> {
  constructor(
    readonly businessId: string,
    readonly roleId: string,
    readonly input: UpdateCustomRoleDto,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
