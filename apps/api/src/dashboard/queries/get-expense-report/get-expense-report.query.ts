import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';
import type { ExpenseCategoryView } from '../../views/report-figures.js';

/** The expense report (spec 002 §7 POST /reports/expense): a period's expenses by category. */
export interface ExpenseReport {
  currency: string;
  startDate: string;
  endDate: string;
  knownAt: string | null;
  total: string;
  /** Largest first; percent is the category's share of the total, 2 places. */
  categories: (ExpenseCategoryView & { percent: string })[];
}

export class GetExpenseReportQuery extends Query<ExpenseReport> {
  constructor(
    readonly businessId: string,
    readonly period: Period,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}
