import { Query } from '@nestjs/cqrs';
import type { TransactionListFilter, TransactionTotals } from '@ledgerline/projections';

export interface TransactionsSummary extends TransactionTotals {
  currency: string;
  from: string | null;
  to: string | null;
}

/** Totals per type over the filtered period (voided transactions left out). */
export class GetTransactionsSummaryQuery extends Query<TransactionsSummary> {
  constructor(
    readonly businessId: string,
    readonly filter: TransactionListFilter,
  ) {
    super();
  }
}
