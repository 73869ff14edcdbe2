import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ApplyPrepaymentCommand as LedgerApplyPrepayment } from '@ledgerline/ledger';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';

/** What the ledger's decider reads of the application, before the append gives it its id and reference. */
export type PrepaymentApplicationInput = Omit<LedgerApplyPrepayment, 'transactionId' | 'reference' | 'prepayment'>;

export class ApplyPrepaymentCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    /** The prepayment's id or reference. */
    readonly prepayment: string,
    readonly document: PrepaymentApplicationInput,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
