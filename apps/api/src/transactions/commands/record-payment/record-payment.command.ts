import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { RecordPaymentCommand as LedgerRecordPayment } from '@ledgerline/ledger';

/**
 * What the ledger's decider reads, before the append gives the payment its id and reference; the
 * document paid as the client named it (its id or its reference), undefined when it named none.
 */
export type PaymentInput = Omit<LedgerRecordPayment, 'transactionId' | 'reference' | 'document'> & { document: LedgerRecordPayment['document'] | undefined };

export class RecordPaymentCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly payment: PaymentInput,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
