import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { AssignedRole } from '../../change-role.js';
import type { ChangeInviteRoleDto } from './change-invite-role.dto.js';

export class ChangeInviteRoleCommand extends Command<AssignedRole & { inviteId: string }> {
  constructor(
    readonly businessId: string,
    readonly input: ChangeInviteRoleDto,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
