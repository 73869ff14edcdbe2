import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { CustomRoleView } from '../../views/custom-role-view.js';
import type { CustomRoleCommand } from '@ledgerline/ledger';

/** What replaces the role's name or codes; what is absent stays. */
export type CustomRoleChanges = Partial<Pick<CustomRoleCommand, 'roleName' | 'access'>>;

export class UpdateCustomRoleCommand extends Command<CustomRoleView & { position: string }> {
  constructor(
    readonly businessId: string,
    readonly roleId: string,
    readonly input: CustomRoleChanges,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
