import { Query } from '@nestjs/cqrs';
import type { JournalLine } from '@ledgerline/ledger';
import type { TransactionView } from '../transaction-view.js';

export interface TransactionDetail extends TransactionView {
  /** The document as recorded (for an amended one, as corrected). */
  document: Record<string, unknown> | null;
  /** The journal lines that stand for it (none once voided). */
  lines: JournalLine[];
  /** Payments recorded against it (credit documents), not voided. */
  payments: TransactionView[];
  /** With ?prepaid: what of the prepayment is used and what is left. */
  prepayment?: { amount: string; applied: string; remaining: string };
}

/** One transaction by reference or id; `prepaid` looks for a prepaid expense only. */
export class GetTransactionQuery extends Query<TransactionDetail> {
  constructor(
    readonly businessId: string,
    readonly idOrReference: string,
    readonly prepaid: boolean,
    readonly canSee: (type: string) => boolean,
  ) {
    super();
  }
}
