import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { RecordExpenseCommand as LedgerRecordExpense } from '@ledgerline/ledger';

/** What the ledger's decider reads, before the append gives the document its id and reference. */
export type ExpenseInput = Omit<LedgerRecordExpense, 'transactionId' | 'reference'>;

export class RecordExpenseCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: ExpenseInput,
    /** The client's own reference, when it sent one; the append makes one otherwise. */
    readonly requestedReference: string | undefined,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
