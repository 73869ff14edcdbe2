import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';
import { StockFigure } from '../../views/report-figures.js';

/** The stock of all products over a period: opening + in − out = closing; what was sold. */
export interface InventoryReport {
  currency: string;
  startDate: string;
  endDate: string;
  /** Products (services hold no stock). */
  products: number;
  /** Products at or below their low-stock level at the period's end. */
  lowStock: number;
  opening: StockFigure;
  in: StockFigure;
  out: StockFigure;
  closing: StockFigure;
  sold: { quantity: string; amount: string; costOfSales: string };
}

export class GetInventoryReportQuery extends Query<InventoryReport> {
  constructor(
    readonly businessId: string,
    readonly period: Period,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
