import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';
import { ExpenseCategoryView } from '../../views/report-figures.js';

/** The ledger's expenses (cost of sales and expense accounts) over a period, per day or month, and by category. */
export interface ExpenseSummary {
  currency: string;
  startDate: string;
  endDate: string;
  groupBy: 'day' | 'month';
  /** The position the figures are as known at; null: now. */
  knownAt: string | null;
  total: string;
  series: { period: string; total: string }[];
  categories: ExpenseCategoryView[];
}

export class GetExpenseSummaryQuery extends Query<ExpenseSummary> {
  constructor(
    readonly businessId: string,
    readonly period: Period,
    readonly groupBy: 'day' | 'month',
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}
