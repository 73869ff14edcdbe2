import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';

export interface SalesPeriodTotals {
  count: number;
  /** Decimal strings: the sales' totals, paid on them, still owed. */
  total: string;
  paid: string;
  balanceDue: string;
}

/** Posted sales over a period, and per day or month (every one in the period, zero when none). */
export interface SalesSummary extends SalesPeriodTotals {
  currency: string;
  startDate: string;
  endDate: string;
  groupBy: 'day' | 'month';
  series: (SalesPeriodTotals & { period: string })[];
}

export class GetSalesSummaryQuery extends Query<SalesSummary> {
  constructor(
    readonly businessId: string,
    readonly period: Period,
    readonly groupBy: 'day' | 'month',
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
