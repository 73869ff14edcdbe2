import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { AssignedRole } from '../../change-role.js';
import type { ChangeMemberRoleDto } from './change-member-role.dto.js';

export class ChangeMemberRoleCommand extends Command<AssignedRole & { userId: string }> {
  constructor(
    readonly businessId: string,
    readonly input: ChangeMemberRoleDto,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
