import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';

/** The sales report (spec 002 §7 POST /reports/sales): a period's sales by product, by customer and by day. */
export interface SalesReport {
  currency: string;
  startDate: string;
  endDate: string;
  totals: {
    /** Sales documents: how many, their totals (after discounts, with delivery and tax), paid, still owed. */
    count: number;
    total: string;
    paid: string;
    balanceDue: string;
    /** From the sold lines: quantity, what they came to before document discounts, their cost, and the difference. */
    quantity: string;
    salesAmount: string;
    costOfSales: string;
    grossProfit: string;
  };
  byProduct: {
    productId: string;
    name: string | null;
    kind: string | null;
    quantity: string;
    amount: string;
    averagePrice: string;
    costOfSales: string;
    grossProfit: string;
  }[];
  /** contactId null: sales to no one in particular. */
  byCustomer: { contactId: string | null; name: string | null; count: number; total: string; paid: string; balanceDue: string }[];
  /** Days with sales. */
  byDay: { date: string; count: number; total: string; paid: string; balanceDue: string }[];
}

export class GetSalesReportQuery extends Query<SalesReport> {
  constructor(
    readonly businessId: string,
    readonly period: Period,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
