import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { CreateCustomRoleDto } from './create-custom-role.dto.js';
import { CustomRoleView } from '../../views/custom-role-view.js';

export class CreateCustomRoleCommand extends Command<CustomRoleView & { position: string }> {
  constructor(
    readonly businessId: string,
    readonly input: CreateCustomRoleDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
