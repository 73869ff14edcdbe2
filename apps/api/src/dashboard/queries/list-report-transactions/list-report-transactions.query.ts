import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';
import type { TransactionView } from '../../../transactions/queries/transaction-view.js';

/** A period's posted sales or purchases, newest first, paged, with their totals. */
export interface ReportTransactions {
  currency: string;
  startDate: string;
  endDate: string;
  totals: { count: number; total: string; paid: string; balanceDue: string };
  data: TransactionView[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export class ListReportTransactionsQuery extends Query<ReportTransactions> {
  constructor(
    readonly businessId: string,
    readonly type: 'sales' | 'purchases',
    readonly period: Period,
    readonly page: { page: number; limit: number },
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
