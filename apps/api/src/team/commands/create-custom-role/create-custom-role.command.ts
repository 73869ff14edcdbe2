import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { CustomRoleCommand } from '@ledgerline/ledger';
import { CustomRoleView } from '../../views/custom-role-view.js';

/** The role's name and codes as the ledger's decider reads them (it names a bad one). */
export type CustomRoleInput = Pick<CustomRoleCommand, 'roleName' | 'access'>;

export class CreateCustomRoleCommand extends Command<CustomRoleView & { position: string }> {
  constructor(
    readonly businessId: string,
    readonly input: CustomRoleInput,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
