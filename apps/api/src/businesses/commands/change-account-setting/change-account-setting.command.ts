import { Command } from '@nestjs/cqrs';
import type { AccountSettingName } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { BusinessChangeResult } from '../business-write.js';

/** One account setting and its new value (for `invoice`, the customisation keys to change). */
export class ChangeAccountSettingCommand extends Command<BusinessChangeResult> {
  constructor(
    readonly businessId: string,
    readonly setting: AccountSettingName,
    readonly value: unknown,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
