import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { CustomRoleView } from '../../views/custom-role-view.js';
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
