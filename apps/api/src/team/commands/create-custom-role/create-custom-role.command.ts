import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { CreateCustomRoleDto } from './create-custom-role.dto.js';

/** A custom role as the client reads it (spec 000 §3). */
export interface CustomRoleView {
  _id: string;
  roleName: string;
  access: number[];
}

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
