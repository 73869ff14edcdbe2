import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RecordMoneyInCommand as LedgerRecordMoneyIn } from '@ledgerline/ledger';
import { RecordedTransaction } from '../../documents/recorded-transaction.js';

/** What the ledger's decider reads, before the append gives the document its id and reference. */
export type MoneyInInput = Omit<LedgerRecordMoneyIn, 'transactionId' | 'reference'>;

export class RecordMoneyInCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: MoneyInInput,
    /** The client's own reference, when it sent one; the append makes one otherwise. */
    readonly requestedReference: string | undefined,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: { userId?: string; correlationId?: string; ip?: string },
  ) {
    super();
  }
}
