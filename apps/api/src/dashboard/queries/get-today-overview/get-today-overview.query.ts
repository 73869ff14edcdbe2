import { Query } from '@nestjs/cqrs';
import type { GraphWindow } from '../../periods.js';

/** Spec 000 §3 "Daily overview" and "Overview graph"; amounts are decimal strings. */
export interface TodayOverview {
  currency: string;
  reportType: 'daily' | 'monthly';
  startDate: string;
  endDate: string;
  /** Sales (id 0), expenses (id 1) and purchases (id 2), one amount per label. */
  data: [string[], string[], string[]];
  series: { id: number; name: string }[];
  /** YYYY-MM-DD per day, or YYYY-MM per month. */
  monthsLabel: string[];
  /** Cash on hand and at bank today. */
  cashBalance: string;
  /** Still owed to the business on credit sales due before today. */
  overDueCredit: string;
  /** Still owed by the business on credit purchases and expenses due before today. */
  OverdueDebt: string;
  todayExpense: string;
  todayInflows: string;
  todayOutFlows: string;
  todayPurchase: string;
  todaySales: string;
}

export class GetTodayOverviewQuery extends Query<TodayOverview> {
  constructor(
    readonly businessId: string,
    readonly window: GraphWindow,
    readonly today: string,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
