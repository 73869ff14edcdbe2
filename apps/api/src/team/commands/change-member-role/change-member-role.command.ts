import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { AssignedRole } from '../../change-role.js';

/** The member and the role they will have. */
export interface MemberRoleChange {
  userId: string;
  role: string;
  roleId?: string;
}

export class ChangeMemberRoleCommand extends Command<AssignedRole & { userId: string }> {
  constructor(
    readonly businessId: string,
    readonly input: MemberRoleChange,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
