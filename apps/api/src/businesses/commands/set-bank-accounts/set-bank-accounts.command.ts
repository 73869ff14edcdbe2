import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { BusinessChangeResult } from '../business-write.js';
import type { BankAccountEntryDto } from './set-bank-accounts.dto.js';

export interface BankAccountsSet extends BusinessChangeResult {
  /** Ids given to the accounts this change added, in list order. */
  addedBankAccountIds: string[];
}

export class SetBankAccountsCommand extends Command<BankAccountsSet> {
  constructor(
    readonly businessId: string,
    readonly bankAccounts: BankAccountEntryDto[],
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
