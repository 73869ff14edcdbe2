import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { AssignedRole } from '../../change-role.js';

/** The invite and the role its invitee will have on joining. */
export interface InviteRoleChange {
  inviteId: string;
  role: string;
  roleId?: string;
}

export class ChangeInviteRoleCommand extends Command<AssignedRole & { inviteId: string }> {
  constructor(
    readonly businessId: string,
    readonly input: InviteRoleChange,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
