import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { RecordMoneyOutCommand as LedgerRecordMoneyOut } from '@ledgerline/ledger';

/** What the ledger's decider reads, before the append gives the document its id and reference. */
export type MoneyOutInput = Omit<LedgerRecordMoneyOut, 'transactionId' | 'reference'>;

export class RecordMoneyOutCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: MoneyOutInput,
    /** The client's own reference, when it sent one; the append makes one otherwise. */
    readonly requestedReference: string | undefined,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
