import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { BusinessChangeResult } from '../business-write.js';
import type { BusinessProfileField } from '@ledgerline/ledger';

/** The profile fields to change; `null` or "" clears one (not the name); absent ones stay. */
export type BusinessProfileChanges = Partial<Record<BusinessProfileField, string | null>>;

/** PATCH /accounts/profile and /accounts/organization: the fields given, nothing else. */
export class UpdateBusinessProfileCommand extends Command<BusinessChangeResult> {
  constructor(
    readonly businessId: string,
    readonly changes: BusinessProfileChanges,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
