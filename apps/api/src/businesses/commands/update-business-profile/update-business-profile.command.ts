import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { BusinessChangeResult } from '../business-write.js';
import type { UpdateOrganizationDto, UpdateProfileDto } from './update-business-profile.dto.js';

/** PATCH /accounts/profile and /accounts/organization: the fields given, nothing else. */
export class UpdateBusinessProfileCommand extends Command<BusinessChangeResult> {
  constructor(
    readonly businessId: string,
    readonly changes: UpdateProfileDto | UpdateOrganizationDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
