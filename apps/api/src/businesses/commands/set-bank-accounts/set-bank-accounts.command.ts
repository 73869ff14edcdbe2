import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { BusinessChangeResult } from '../business-write.js';
import type { BankAccountEntry } from '@ledgerline/ledger';

export interface BankAccountsSet extends BusinessChangeResult {
  /** Ids given to the accounts this change added, in list order. */
  addedBankAccountIds: string[];
}

export class SetBankAccountsCommand extends Command<BankAccountsSet> {
  constructor(
    readonly businessId: string,
    /** The whole list as it should be, as the ledger's decider reads it. */
    readonly bankAccounts: BankAccountEntry[],
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
