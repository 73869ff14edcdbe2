import { Query } from '@nestjs/cqrs';
import type { DashboardDocumentKind } from '@ledgerline/projections';

/**
 * One day of the transactions graph: the day's posted totals (decimal strings at the currency's
 * scale, "0.00" on a day with none). A series the request did not ask for is absent.
 */
export interface TransactionGraphDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Sales documents' totals. */
  sales?: string;
  /** Purchase documents' totals. */
  purchases?: string;
  /** Expense documents, and prepayments as they are used (not the prepayment itself). */
  expenses?: string;
  /** Money in and payments received; opening stock moves no money and is left out. */
  moneyIn?: string;
  /** Money out. */
  moneyOut?: string;
}

/** Day by day totals of posted documents over `from`–`to`, every day present, the series of `kinds` only. */
export class GetTransactionGraphQuery extends Query<TransactionGraphDay[]> {
  constructor(
    readonly businessId: string,
    readonly window: { from: string; to: string },
    readonly kinds: readonly DashboardDocumentKind[],
  ) {
    super();
  }
}
