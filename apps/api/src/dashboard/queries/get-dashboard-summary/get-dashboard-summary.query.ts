import { Query } from '@nestjs/cqrs';
import type { DashboardFilterType, Period } from '../../periods.js';

/** Spec 000 §3 "Dashboard summary"; amounts are decimal strings at the currency's scale. */
export interface DashboardSummary {
  currency: string;
  filterType: DashboardFilterType;
  startDate: string;
  endDate: string;
  /** Sales revenue net of discounts over the period (4000–4100 less 4050). */
  totalRevenue: string;
  /** Cost of sales and expenses over the period. */
  totalExpense: string;
  /** Inventory at cost at the period's end (goods, raw materials, work in progress). */
  totalInventory: string;
  /** Net profit over the period (all income less cost of sales and expenses); negative is a loss. */
  profitability: string;
  stats: {
    /** Accounts receivable at the period's end. */
    receivablesAmount: string;
    /** Cash on hand and at bank at the period's end. */
    cashBalance: string;
    /** Still owed to the business on credit sales due on or before the period's end. */
    creditDueDate: string;
    /** Still owed by the business on credit purchases and expenses due on or before the period's end. */
    debtDueDate: string;
    /** Expense and sales documents dated today. */
    todayExpense: string;
    todaySales: string;
  };
}

export class GetDashboardSummaryQuery extends Query<DashboardSummary> {
  constructor(
    readonly businessId: string,
    readonly period: Period & { filterType: DashboardFilterType },
    readonly today: string,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
