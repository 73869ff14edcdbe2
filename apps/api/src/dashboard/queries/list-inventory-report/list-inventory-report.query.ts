import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';
import type { StockFigure } from '../../views/report-figures.js';

export interface InventoryReportRow {
  productId: string;
  name: string;
  sku: string;
  measurement: string;
  stockLevel: string | null;
  opening: StockFigure;
  in: StockFigure;
  out: StockFigure;
  closing: StockFigure;
  sold: { quantity: string; amount: string; costOfSales: string };
  /** At or below its low-stock level at the period's end. */
  lowStock: boolean;
}

export interface InventoryReportPage {
  currency: string;
  startDate: string;
  endDate: string;
  data: InventoryReportRow[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export class ListInventoryReportQuery extends Query<InventoryReportPage> {
  constructor(
    readonly businessId: string,
    readonly period: Period,
    readonly page: { page: number; limit: number; q?: string },
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
